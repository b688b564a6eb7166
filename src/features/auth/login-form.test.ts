import { describe, expect, it } from 'vitest';
import { loginForm } from './login-form.ts';

describe('sign-in form', () => {
  it('requires both the user name or email and the password', () => {
    const result = loginForm.safeParse({ Email: ' ', Password: '', remember: false });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Username or email is required',
      'Password is required',
    ]);
  });
});
