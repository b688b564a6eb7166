/**
 * Suffixes of the precompressed copies the build writes beside a script or style: the names
 * `serveStatic` of @hono/node-server looks for, choosing one by the browser's Accept-Encoding.
 */
export const PRECOMPRESSED_SUFFIX = { gzip: '.gz', brotli: '.br' } as const;
