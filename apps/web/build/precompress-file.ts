import { readFileSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * Writes a .br and a .gz copy next to a text file of the build; the server sends them to browsers
 * that accept them (@fastify/static preCompressed), so no request pays for compressing. Files
 * under 1 KB stay plain: compressing them saves less than the headers cost.
 */
export function precompressFile(file: string): void {
  const content = readFileSync(file);
  if (content.length < 1024) return;
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(content, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
    }),
  );
}
