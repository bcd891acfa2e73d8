import pino from 'pino';
import { loadSettings } from '../env';
import { CATALOG } from '../models/catalog';
import { createModelStore } from '../models/create-model-store';
import { runModelsCli } from './models-cli';

// `npm run models -- install speech-recognition-whisper-base`: the same MODELS_* settings the server reads (env.ts).
const { config } = loadSettings();
const store = createModelStore({
  ...config.models,
  catalog: [...CATALOG, ...config.models.extraCatalog],
  log: pino({ level: 'warn' }),
  progressMs: 1000,
});
// Ctrl-C stops the downloads as a server shutting down does: their .part files stay, and the next install resumes them.
process.once('SIGINT', () => void store.close());
try {
  process.exitCode = await runModelsCli(process.argv.slice(2), {
    store,
    builtIn: CATALOG,
    print: (line) => console.log(line),
  });
} finally {
  await store.close();
}
