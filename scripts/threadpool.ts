/**
 * Sizes libuv's thread pool before anything uses it (imported first by the start scripts). The pool
 * runs file reads, gzip and password hashing; hashing may take at most MAX_CONCURRENT_HASHES
 * threads, so with eight the static site always has threads left during a sign-in flood.
 */
process.env.UV_THREADPOOL_SIZE ??= '8';
