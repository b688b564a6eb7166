import { z } from 'zod';
import { company } from './business.ts';

/** An absolute http(s) address; a trailing slash is dropped so paths can be appended. */
const httpUrl = (name: string) =>
  z
    .string()
    .trim()
    .regex(/^https?:\/\/\S+$/i, { error: `${name} must be an absolute http(s) address` })
    .transform((url) => url.replace(/\/+$/, ''));

/**
 * The variables of the site build and of `npm start`, with their defaults. Written once here; the
 * API server reads its own in `server/config.ts`.
 */
const buildEnvSchema = z.object({
  /** Catalogue API the build pulls from. */
  API_BASE: httpUrl('API_BASE').default('http://localhost:4321'),
  /** Catalogue API the browser calls; '' is the site's own origin. */
  PUBLIC_API_BASE: z.union([z.literal(''), httpUrl('PUBLIC_API_BASE')]).default(''),
  /** Public origin for canonical links and the sitemap. */
  SITE_URL: httpUrl('SITE_URL').default(company.siteOrigin),
  /** Where the static site is written. */
  OUT_DIR: z.string().trim().min(1, { error: 'OUT_DIR must name a folder' }).default('./dist'),
});

export type BuildEnv = z.infer<typeof buildEnvSchema>;

/** Reads the build's variables; a bad one stops the build with a message naming it. */
export function readBuildEnv(env: Record<string, string | undefined> = process.env): BuildEnv {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = buildEnvSchema.safeParse(present);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => {
    const name = String(issue.path[0] ?? '');
    return `${name}=${JSON.stringify(env[name] ?? '')}: ${issue.message}`;
  });
  throw new Error(`Invalid build environment:\n  ${problems.join('\n  ')}`);
}

/** The build's variables, read once; a bad value stops the build here. */
export const buildEnv = readBuildEnv();
