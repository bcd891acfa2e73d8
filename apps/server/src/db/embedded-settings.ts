/**
 * PostgreSQL's default shared_buffers (128 MB) is sized for a server of its own; PGlite keeps the
 * buffers inside the process's WebAssembly memory, which never shrinks. A learner's data is a few
 * megabytes and the files behind it are in the operating system's page cache anyway, so 32 MB
 * holds every hot page at a quarter of the memory (README, "Memory and start-up").
 */
export const EMBEDDED_POSTGRESQL_CONF = ['shared_buffers = 32MB'];
