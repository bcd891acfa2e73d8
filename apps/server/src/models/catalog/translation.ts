import type { CatalogEntry } from '../catalog-entry';

/**
 * The translation resources Tolk can download (see models/README.md for how an entry is written).
 * Decision 034: ONNX exports for transformers.js, one folder per entry laid out as the export is
 * (config.json, generation_config.json, tokenizer.json, tokenizer_config.json,
 * onnx/encoder_model_quantized.onnx, onnx/decoder_model_merged_quantized.onnx). An entry with two
 * languages translates its first into its second (OPUS-MT); one with more translates between any two
 * (M2M100): engines/translation/local-model-plan.ts reads them so.
 *
 * Empty for now, on purpose: every file needs its exact published byte size, and the public pages that
 * could be read without network access give only rounded sizes. What was found, to finish these with
 * `curl -sI` on each `resolve/<revision>/<path>` URL (Content-Length, X-Linked-Etag):
 * - Xenova/m2m100_418M (MIT, "M2M100 418M by Facebook AI, ONNX export by Xenova"), all 20 languages:
 *   revision 627d18bb14f76fe63bbdc7f42f37c3f190e2e168, onnx/encoder_model_quantized.onnx, 288 MB as
 *   shown, SHA-256 dabfae22dc44c7c5cfbdcd2d85fd7daebf7dc415255645a3454c8554e8fdd137
 *   (huggingface.co/Xenova/m2m100_418M/blob/627d18bb…/onnx/encoder_model_quantized.onnx). Its
 *   decoder_model_merged_quantized.onnx differs by revision: 476 MB at
 *   bde4e9ee169de989a30f51e6584f5e08b93514b2 (SHA-256 fe603e536c2590223d4fec6e18a94809273cb9998f79db2e623780492891b2d1),
 *   344 MB at 5e746ef482f2687fe6f5add9b5a6cce7bc536115 (SHA-256 007654bcabb6cea6fd3bde34ce933137b431330b3755781145d7b6906270b45a):
 *   pin one revision first, then read every file's size and hash there.
 * - Xenova/opus-mt-<from>-<to> (CC-BY-4.0, Helsinki-NLP's OPUS-MT): e.g. opus-mt-en-zh at
 *   d83aed65c9a08b4b1649ea9a2d3da4e96bcca6bb, onnx/decoder_model_merged_quantized.onnx 60.2 MB, SHA-256
 *   023be4f841f4c47cd65fffcbaa81c0d99d7f7e0138f7ba0e03fa220a4e688aff.
 */
export const translationCatalog: readonly CatalogEntry[] = [];
