import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // One file per table group (db/schema/<feature>.ts); drizzle-kit reads every file in the folder.
  schema: './src/db/schema',
  out: './drizzle',
});
