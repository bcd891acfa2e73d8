import pino from 'pino';
import { loadSettings } from '../env';
import { CATALOG } from '../models/catalog';
import { createModelStore } from '../models/create-model-store';
import { runDictionaryCli } from './dictionary-cli';

// `npm run dictionary -- download no fr`: the same DICTIONARY_DIR and model store the server reads (env.ts).
const { config } = loadSettings();
const models = createModelStore({
  ...config.models,
  catalog: [...CATALOG, ...config.models.extraCatalog],
  log: pino({ level: 'warn' }),
});
try {
  process.exitCode = await runDictionaryCli(process.argv.slice(2), {
    directory: config.dictionaries.directory,
    print: (line) => console.log(line),
    models,
  });
} finally {
  await models.close();
}
