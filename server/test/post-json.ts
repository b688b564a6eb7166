import type { Hono } from 'hono';
import type { AppEnv } from '../context.ts';

/** Posts a JSON body to the app in process, with the bearer token when given. */
export const jsonPoster = (app: () => Hono<AppEnv>) => (path: string, body: unknown, token?: string) =>
  app().request(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token && { Authorization: `Bearer ${token}` }) },
    body: JSON.stringify(body),
  });
