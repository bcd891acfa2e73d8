import { LANGUAGE_CODES } from '@tolk/contracts/languages';
import type { CatalogEntry, CatalogFile } from '../catalog-entry';

/**
 * The translation resources Tolk can download (see models/README.md for how an entry is written).
 * Decision 034: ONNX exports for transformers.js, one folder per entry laid out as the export is
 * (config.json, generation_config.json, tokenizer.json, tokenizer_config.json,
 * onnx/encoder_model_quantized.onnx, onnx/decoder_model_merged_quantized.onnx). An entry with two
 * languages translates its first into its second (OPUS-MT); one with more translates between any two
 * (M2M100): engines/translation/local-model-plan.ts reads them so.
 */

/**
 * Xenova/m2m100_418M at revision 9c374f0b7aca709787cea97b047bfbbd1559d177. Every byte size and SHA-256
 * below is the one public projects pinning this revision publish: a TypeScript model manifest
 * (prollyglot's translation-model list) gives all six files with size and SHA-256 (total 639,976,029
 * bytes); a Tauri app (yinglian) lists the same six sizes at the same revision; and the decoder's
 * SHA-256 is the one Hugging Face shows for that file at revision 5e746ef482f2687fe6f5add9b5a6cce7bc536115
 * ("344 MB"), the same LFS object. The sizes are exact, so these files are not marked approximate.
 */
const M2M100_REVISION = '9c374f0b7aca709787cea97b047bfbbd1559d177';
const M2M100_BASE = `https://huggingface.co/Xenova/m2m100_418M/resolve/${M2M100_REVISION}`;

function m2m100File(path: string, bytes: number, sha256: string): CatalogFile {
  return { path, url: `${M2M100_BASE}/${path}`, bytes, sha256 };
}

/**
 * OPUS-MT one-direction models (Xenova/opus-mt-<from>-<to>) are not listed yet: the public manifests
 * found give exact figures for a few (opus-mt-ja-en, opus-mt-es-en, opus-mt-mul-en) but name their
 * licence differently from the OPUS-MT release (Apache-2.0 on the Hugging Face cards, CC-BY-4.0 on
 * Helsinki-NLP's release), and that has to be settled from the cards themselves before an entry shows one.
 */
export const translationCatalog: readonly CatalogEntry[] = [
  {
    id: 'translation-m2m100-418m',
    kind: 'translation',
    // M2M100 covers 100 languages, all 20 of Tolk's among them (its model card's list).
    languages: LANGUAGE_CODES,
    title: 'M2M100 418M (8-bit ONNX)',
    files: [
      m2m100File('config.json', 908, '1dbdf77ddc7809acd4c54ccf0eab46f840b40174afb1b6f6de8787244e832938'),
      m2m100File('generation_config.json', 233, '722210dd0bee7bef4e8e7f9a8574d8c56a2dfff723d73f390ce67892740b9009'),
      m2m100File('tokenizer.json', 7_988_527, '03d9e111731c2d71f39a2c2a88499743e4c251385d07f0384b4349a23ba54363'),
      m2m100File('tokenizer_config.json', 1_813, 'bacfd4b9da25a61e01f17abe660465f616c9a1a3f5e23ab9ad3326c3788f2d9f'),
      m2m100File(
        'onnx/encoder_model_quantized.onnx',
        287_856_370,
        '13a94e354a9140764eb81102d77d3ec6952d796e6f113c651eeb3c3443da0386',
      ),
      m2m100File(
        'onnx/decoder_model_merged_quantized.onnx',
        344_128_178,
        '007654bcabb6cea6fd3bde34ce933137b431330b3755781145d7b6906270b45a',
      ),
    ],
    licence: { name: 'MIT', url: 'https://huggingface.co/facebook/m2m100_418M' },
    attribution: 'M2M100 418M by Facebook AI (MIT License); ONNX export by Xenova',
    homepage: `https://huggingface.co/Xenova/m2m100_418M/tree/${M2M100_REVISION}`,
    recommended: true,
  },
];
