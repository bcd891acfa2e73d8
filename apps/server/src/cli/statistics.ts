import { openDatabase } from '../db/client';
import { loadSettings } from '../env';
import { runStatisticsCli } from './statistics-cli';

// `npm run statistics -- recount [user-id]`: the database the server opens (env.ts: DATABASE_URL or DATA_DIR).
const { config } = loadSettings();
const database = await openDatabase(config.database);
try {
  process.exitCode = await runStatisticsCli(process.argv.slice(2), {
    db: database.db,
    print: (line) => console.log(line),
  });
} finally {
  await database.close();
}
