import { existsSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';

/**
 * PostgreSQL's default shared_buffers (128 MB) is sized for a server of its own; PGlite keeps the
 * buffers inside the process's WebAssembly memory, which never shrinks. A learner's data is a few
 * megabytes and the files behind it are in the operating system's page cache anyway, so 32 MB
 * holds every hot page at a quarter of the memory (README, "Memory and start-up").
 */
export const EMBEDDED_POSTGRESQL_CONF = ['shared_buffers = 32MB'];

/**
 * Opens PGlite and applies `prepare` (the migrations). Creating a data directory runs initdb in
 * the same WebAssembly memory, which grows to several hundred megabytes and is never returned
 * while that instance lives; so after creating one, the instance is closed and the directory
 * opened again, and the server runs with the memory of an ordinary start.
 */
export async function openEmbeddedDatabase(
  dataDir: string | undefined,
  prepare: (client: PGlite) => Promise<void>,
): Promise<PGlite> {
  const options = { postgresqlconf: EMBEDDED_POSTGRESQL_CONF };
  if (!dataDir) {
    const client = new PGlite(options);
    await prepare(client);
    return client;
  }
  const created = !existsSync(path.join(dataDir, 'PG_VERSION'));
  const first = new PGlite(dataDir, options);
  await prepare(first);
  if (!created) return first;
  await first.close();
  const reopened = new PGlite(dataDir, options);
  await reopened.waitReady;
  return reopened;
}
