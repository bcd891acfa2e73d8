import { LANGUAGE_CODES } from '@tolk/contracts/languages';
import type { CatalogEntry } from '../catalog-entry';

/**
 * Qwen3 1.7B, the Qwen team's own GGUF at Q8_0 (decision 035). The revision-pinned URL, byte size and
 * SHA-256 are the Hugging Face LFS pointer's of Qwen/Qwen3-1.7B-GGUF at revision
 * 90862c4b9d2787eaed51d12237eafdfe7c5f6077 (the same three figures appear in several public projects
 * that pin this file, e.g. the model lists found by searching GitHub for its hash).
 */
const QWEN3_1_7B_Q8_0 = {
  path: 'Qwen3-1.7B-Q8_0.gguf',
  url: 'https://huggingface.co/Qwen/Qwen3-1.7B-GGUF/resolve/90862c4b9d2787eaed51d12237eafdfe7c5f6077/Qwen3-1.7B-Q8_0.gguf',
  bytes: 1_834_426_016,
  sha256: '061b54daade076b5d3362dac252678d17da8c68f07560be70818cace6590cb1a',
};

/**
 * Memory while loaded, a lower bound: the weights (the file, memory-mapped) and the KV cache of the
 * engine's default 4096-token context. The cache is 2 (keys, values) × 28 layers × 8 KV heads × 128
 * dimensions × 2 bytes (f16) = 114,688 bytes a token (Qwen3-1.7B's config.json), 469,762,048 bytes at
 * 4096 tokens; llama.cpp's compute buffers come on top (tens of MB).
 */
const QWEN3_1_7B_MEMORY = 1_834_426_016 + 114_688 * 4096;

/** The chat resources Tolk can download (see models/README.md for how an entry is written). */
export const chatCatalog: readonly CatalogEntry[] = [
  {
    id: 'chat-qwen3-1.7b',
    kind: 'chat',
    // Qwen3 is trained on 119 languages and dialects (its model card); all of Tolk's are among them.
    languages: LANGUAGE_CODES,
    title: 'Qwen3 1.7B (Q8_0)',
    files: [QWEN3_1_7B_Q8_0],
    licence: { name: 'Apache-2.0', url: 'https://huggingface.co/Qwen/Qwen3-1.7B/blob/main/LICENSE' },
    attribution: 'Qwen3 1.7B by the Qwen team, Alibaba Cloud (Apache License 2.0)',
    homepage: 'https://huggingface.co/Qwen/Qwen3-1.7B',
    memoryBytes: QWEN3_1_7B_MEMORY,
    recommended: true,
  },
];
