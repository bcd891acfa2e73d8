import { readFileSync } from 'node:fs';
import { LanguageCode } from '@tolk/contracts/languages';
import { ModelKind, ModelLicence } from '@tolk/contracts/models';
import { z } from 'zod';
import type { CatalogEntry } from './catalog-entry';

const Sha256 = z.string().regex(/^[0-9a-f]{64}$/i, 'a SHA-256 is 64 hexadecimal digits');
/** A relative path inside the entry's folder: no `..`, no absolute path, no hidden marker names. */
const FilePath = z
  .string()
  .min(1)
  .refine(
    (value) =>
      !value.startsWith('/') &&
      value.split(/[\\/]/).every((part) => part !== '' && part !== '..' && !part.startsWith('.')),
    'a relative path inside the entry folder',
  );

export const CatalogFileSchema = z.object({
  path: FilePath,
  url: z.url({ protocol: /^https?$/ }),
  bytes: z.number().int().positive(),
  approximate: z.boolean().optional(),
  sha256: Sha256.nullable(),
  unpack: z.enum(['zstd', 'gzip']).optional(),
});

export const CatalogEntrySchema = z.object({
  id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,99}$/, 'lower-case letters, digits and dashes'),
  kind: ModelKind,
  languages: z.array(LanguageCode),
  title: z.string().min(1),
  files: z.array(CatalogFileSchema).min(1),
  licence: ModelLicence,
  attribution: z.string(),
  homepage: z.string(),
  memoryBytes: z.number().int().positive().optional(),
  recommended: z.boolean().optional(),
});

/** The operator's own catalog entries (MODELS_CATALOG: a JSON array of entries), or a readable error. */
export function readCatalogFile(file: string): CatalogEntry[] {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`MODELS_CATALOG ${file} is not readable JSON: ${error instanceof Error ? error.message : error}`);
  }
  const parsed = z.array(CatalogEntrySchema).safeParse(json);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  MODELS_CATALOG ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
