import { ensureEmbeddedTemplate } from '../../src/db/embedded-template';

/**
 * Vitest global setup: every test file opens fresh embedded databases, and unpacking the template
 * is several times cheaper than initdb, so it is made once per run before any file starts.
 */
export default async function setup(): Promise<void> {
  await ensureEmbeddedTemplate();
}
