import { LANGUAGE_CODES } from '@tolk/contracts/languages';
import type { CatalogEntry } from '../catalog-entry';

/**
 * whisper.cpp's conversions of OpenAI's Whisper (MIT), multilingual: all 20 of Tolk's languages. Sizes
 * and SHA-256 at revision 5359861c739e955e79d9a303bcbc70fb988958b1 of huggingface.co/ggerganov/whisper.cpp,
 * as published with the files and copied by several public projects that pin them, e.g. a Nix file of
 * whisper models (SRI hashes `sha256-YO1bw90U…` for base and `sha256-G+OpsgY4…` for small, which decode to
 * the hex below) and model tables listing base 147951465 bytes and small 487601967 bytes at that revision.
 * Memory: whisper.cpp's README gives about 388 MB (base) and 852 MB (small) while loaded.
 */
const WHISPER_REVISION = '5359861c739e955e79d9a303bcbc70fb988958b1';
const WHISPER_HOST = `https://huggingface.co/ggerganov/whisper.cpp/resolve/${WHISPER_REVISION}`;
const WHISPER_LICENCE = { name: 'MIT', url: 'https://github.com/openai/whisper/blob/main/LICENSE' };
const WHISPER_ATTRIBUTION =
  'Whisper by OpenAI (MIT), converted to ggml by the whisper.cpp project (Georgi Gerganov and contributors)';

/**
 * Silero VAD v6.2.0 (MIT, Silero Team) in whisper.cpp's ggml form, from huggingface.co/ggml-org/whisper-vad at
 * revision 9ffd54a1e1ee413ddf265af9913beaf518d1639b; 885098 bytes and its SHA-256 as public projects pin it.
 * The same bytes are whisper.cpp's test fixture `models/for-tests-silero-v6.2.0-ggml.bin`.
 */
const VAD_REVISION = '9ffd54a1e1ee413ddf265af9913beaf518d1639b';

/** The speech-recognition resources Tolk can download (see models/README.md for how an entry is written). */
export const speechRecognitionCatalog: readonly CatalogEntry[] = [
  {
    id: 'speech-recognition-whisper-base',
    kind: 'speech-recognition',
    languages: LANGUAGE_CODES,
    title: 'Whisper base (multilingual)',
    files: [
      {
        path: 'ggml-base.bin',
        url: `${WHISPER_HOST}/ggml-base.bin`,
        bytes: 147_951_465,
        sha256: '60ed5bc3dd14eea856493d334349b405782ddcaf0028d4b5df4088345fba2efe',
      },
    ],
    licence: WHISPER_LICENCE,
    attribution: WHISPER_ATTRIBUTION,
    homepage: 'https://github.com/ggml-org/whisper.cpp',
    memoryBytes: 388_000_000,
    recommended: true,
  },
  {
    id: 'speech-recognition-whisper-small',
    kind: 'speech-recognition',
    languages: LANGUAGE_CODES,
    title: 'Whisper small (multilingual)',
    files: [
      {
        path: 'ggml-small.bin',
        url: `${WHISPER_HOST}/ggml-small.bin`,
        bytes: 487_601_967,
        sha256: '1be3a9b2063867b937e64e2ec7483364a79917e157fa98c5d94b5c1fffea987b',
      },
    ],
    licence: WHISPER_LICENCE,
    attribution: WHISPER_ATTRIBUTION,
    homepage: 'https://github.com/ggml-org/whisper.cpp',
    memoryBytes: 852_000_000,
  },
  {
    id: 'voice-activity-silero-v6',
    kind: 'voice-activity',
    languages: LANGUAGE_CODES,
    title: 'Silero VAD v6.2.0 (voice activity)',
    files: [
      {
        path: 'ggml-silero-v6.2.0.bin',
        url: `https://huggingface.co/ggml-org/whisper-vad/resolve/${VAD_REVISION}/ggml-silero-v6.2.0.bin`,
        bytes: 885_098,
        sha256: '2aa269b785eeb53a82983a20501ddf7c1d9c48e33ab63a41391ac6c9f7fb6987',
      },
    ],
    licence: { name: 'MIT', url: 'https://github.com/snakers4/silero-vad/blob/master/LICENSE' },
    attribution: 'Silero VAD by the Silero Team (MIT), converted to ggml by the whisper.cpp project',
    homepage: 'https://github.com/snakers4/silero-vad',
    recommended: true,
  },
];
