import { loadSettings } from '../env';
import { runDictionaryCli } from './dictionary-cli';

// `npm run dictionary -- download no fr`: the same DICTIONARY_DIR the server reads (env.ts).
const { config } = loadSettings();
process.exitCode = await runDictionaryCli(process.argv.slice(2), {
  directory: config.dictionaries.directory,
  print: (line) => console.log(line),
});
