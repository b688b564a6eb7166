import { z } from 'zod';

/** The sign-in form: both fields are required. */
export const loginForm = z.object({
  Email: z.string().trim().min(1, { error: 'Username or email is required' }),
  Password: z.string().min(1, { error: 'Password is required' }),
  remember: z.boolean(),
});
export type LoginForm = z.infer<typeof loginForm>;
