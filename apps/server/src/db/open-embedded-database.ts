import { existsSync } from 'node:fs';
import path from 'node:path';
import { type EmbeddedClient, EmbeddedDatabaseThread } from './embedded-database-thread';
import { EMBEDDED_POSTGRESQL_CONF } from './embedded-settings';

/**
 * Opens PGlite in a thread of its own (decision 039) and applies `prepare` (the migrations). A new
 * database is unpacked from the archive `npm run build` made (db/embedded-template.ts) when there
 * is one, else made by initdb. Either runs in the instance's WebAssembly memory, which grows by up
 * to hundreds of megabytes that are never returned while that instance lives; so after creating a
 * data directory the thread is ended and the directory opened in a new one, and the server runs
 * with a restart's memory.
 */
export async function openEmbeddedDatabase(options: {
  dataDir: string | undefined;
  prepare: (client: EmbeddedClient) => Promise<void>;
  /** Reads the archive to unpack a new database from (readEmbeddedTemplate), if any; asked only for a new one. */
  template: () => Blob | undefined;
}): Promise<EmbeddedClient> {
  const { dataDir, prepare, template } = options;
  const created = !dataDir || !existsSync(path.join(dataDir, 'PG_VERSION'));
  const blob = created ? template() : undefined;
  const archive = blob ? new Uint8Array(await blob.arrayBuffer()) : undefined;
  const first = await EmbeddedDatabaseThread.open({ dataDir, postgresqlconf: EMBEDDED_POSTGRESQL_CONF, archive });
  try {
    await prepare(first);
  } catch (error) {
    await first.close().catch(() => {});
    throw error;
  }
  if (!dataDir || !created) return first;
  await first.close();
  return EmbeddedDatabaseThread.open({ dataDir, postgresqlconf: EMBEDDED_POSTGRESQL_CONF });
}
