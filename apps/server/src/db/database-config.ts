/** Which database to open: the embedded PGlite (under dataDir) by default, PostgreSQL with DATABASE_URL. */
export type DatabaseConfig = { kind: 'pglite'; dataDir?: string } | { kind: 'postgres'; url: string };
