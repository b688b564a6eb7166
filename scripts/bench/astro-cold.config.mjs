// @ts-check
// The project's own Astro configuration with a cache folder of the benchmark's choosing, so a cold
// build can delete its cache without disturbing other builds that share node_modules/.astro.
import config from '../../astro.config.mjs';

export default { ...config, cacheDir: process.env.BENCH_ASTRO_CACHE_DIR ?? config.cacheDir };
