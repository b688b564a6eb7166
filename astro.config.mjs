// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';

// Static output only: every catalogue page is prerendered for the CDN; dynamic data comes from the
// catalogue API at runtime through islands. OUT_DIR lets tests and benchmarks build side by side.
export default defineConfig({
  output: 'static',
  site: process.env.SITE_URL ?? 'https://www.example-av.com',
  outDir: process.env.OUT_DIR ?? './dist',
  trailingSlash: 'ignore',
  build: { format: 'directory' },
  integrations: [react()],
});
