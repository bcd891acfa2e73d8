import { existsSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { EMBEDDED_POSTGRESQL_CONF } from './embedded-settings';

/**
 * Opens PGlite and applies `prepare` (the migrations). A new database is unpacked from the
 * archive `npm run build` made (db/embedded-template.ts) when there is one, else made by initdb.
 * Either runs in the instance's WebAssembly memory, which grows by up to hundreds of megabytes
 * that are never returned while that instance lives; so after creating a data directory the
 * instance is closed and the directory opened again, and the server runs with a restart's memory.
 */
export async function openEmbeddedDatabase(options: {
  dataDir: string | undefined;
  prepare: (client: PGlite) => Promise<void>;
  /** Reads the archive to unpack a new database from (readEmbeddedTemplate), if any; asked only for a new one. */
  template: () => Blob | undefined;
}): Promise<PGlite> {
  const { dataDir, prepare, template } = options;
  const created = !dataDir || !existsSync(path.join(dataDir, 'PG_VERSION'));
  const archive = created ? template() : undefined;
  const settings = { postgresqlconf: EMBEDDED_POSTGRESQL_CONF, ...(archive ? { loadDataDir: archive } : {}) };
  const first = dataDir ? new PGlite(dataDir, settings) : new PGlite(settings);
  await prepare(first);
  if (!dataDir || !created) return first;
  await first.close();
  const reopened = new PGlite(dataDir, { postgresqlconf: EMBEDDED_POSTGRESQL_CONF });
  await reopened.waitReady;
  return reopened;
}
