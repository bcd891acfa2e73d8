// `npm run build` step: the archive new embedded databases are unpacked from (src/db/embedded-template.ts).
import { ensureEmbeddedTemplate } from '../src/db/embedded-template';

const started = performance.now();
const archive = await ensureEmbeddedTemplate();
console.log(`embedded database template: ${archive} (${Math.round(performance.now() - started)} ms)`);
