import { ensureEmbeddedTemplate } from '../../src/db/embedded-template';
import { ensurePostgresTemplate } from './test-database';

/**
 * Vitest global setup: every test file opens fresh databases, and copying a migrated one is several
 * times cheaper than making one (initdb and the migrations for PGlite, the migrations on PostgreSQL),
 * so both templates are made once per run before any file starts.
 */
export default async function setup(): Promise<void> {
  await ensureEmbeddedTemplate();
  if (process.env.TEST_DATABASE_URL) await ensurePostgresTemplate(process.env.TEST_DATABASE_URL);
}
