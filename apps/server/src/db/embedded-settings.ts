/**
 * PostgreSQL settings of the embedded database (PGlite), written to its postgresql.conf at every start.
 *
 * - shared_buffers: the default 128 MB is sized for a server of its own; PGlite keeps the buffers
 *   inside the process's WebAssembly memory, which never shrinks. A learner's data is a few
 *   megabytes and the files behind it are in the operating system's page cache anyway, so 32 MB
 *   holds every hot page at a quarter of the memory (README, "Memory and start-up").
 * - random_page_cost: PGlite runs no autovacuum, so tables are never analysed and the planner
 *   guesses a few rows per user; at the default cost of 4 it then reads all of a learner's phrases
 *   and sorts them for one page (65 ms for 10,000 against 0.1 ms by the index: decision 015). Its
 *   pages are in memory or the page cache, where a random read costs what a sequential one does.
 */
export const EMBEDDED_POSTGRESQL_CONF = ['shared_buffers = 32MB', 'random_page_cost = 1.1'];
