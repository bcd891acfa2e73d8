import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { EMBEDDED_POSTGRESQL_CONF } from './embedded-settings';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const migrationsFolder = path.join(serverRoot, 'drizzle');
const cacheFolder = path.join(serverRoot, '.cache');

/**
 * A new embedded database is the same every time: PostgreSQL's initdb followed by our migrations.
 * initdb is most of a first start (seconds, and hundreds of megabytes PGlite never returns), so
 * `npm run build` does it once and keeps the result as a data-directory archive; new databases
 * are unpacked from it. The archive's name carries a hash of the migrations and of PGlite's
 * version, so a changed schema or engine never unpacks a stale one.
 */
export function embeddedTemplatePath(): string {
  const pgliteEntry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const pglite = JSON.parse(readFileSync(path.resolve(pgliteEntry, '../../package.json'), 'utf8')) as {
    version: string;
  };
  const journal = readFileSync(path.join(migrationsFolder, 'meta/_journal.json'));
  const hash = createHash('sha256').update(pglite.version).update(journal).digest('hex').slice(0, 16);
  return path.join(cacheFolder, `embedded-database-${hash}.tar.gz`);
}

/** The archive for the current migrations, or undefined when it was not built. */
export function readEmbeddedTemplate(): Blob | undefined {
  try {
    return new Blob([readFileSync(embeddedTemplatePath())]);
  } catch {
    return undefined;
  }
}

/** Builds the archive unless it exists; returns its path. Safe when several processes race. */
export async function ensureEmbeddedTemplate(): Promise<string> {
  const target = embeddedTemplatePath();
  if (readEmbeddedTemplate()) return target;
  const client = new PGlite({ postgresqlconf: EMBEDDED_POSTGRESQL_CONF });
  try {
    await migrate(drizzle(client), { migrationsFolder });
    const archive = await client.dumpDataDir('gzip');
    mkdirSync(cacheFolder, { recursive: true });
    // Written aside and renamed, so a reader never sees half an archive.
    const partial = `${target}.${process.pid}.partial`;
    writeFileSync(partial, Buffer.from(await archive.arrayBuffer()));
    renameSync(partial, target);
  } finally {
    await client.close();
  }
  return target;
}
