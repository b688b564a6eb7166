/**
 * Suffix of the precompressed (gzip) copy the build writes beside a script or style; the static
 * server sends that copy instead of compressing the file itself.
 */
export const PRECOMPRESSED_SUFFIX = '.gz';
