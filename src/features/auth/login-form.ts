import * as z from 'zod/mini';

/** The sign-in form: both fields are required. */
export const loginForm = z.object({
  Email: z.string().check(z.trim(), z.minLength(1, { error: 'Username or email is required' })),
  Password: z.string().check(z.minLength(1, { error: 'Password is required' })),
  remember: z.boolean(),
});
export type LoginForm = z.infer<typeof loginForm>;
