import { describe, expect, it } from 'vitest';
import { emailOfToken } from './claims.ts';

const tokenWith = (claims: object) =>
  `h.${btoa(JSON.stringify(claims)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}.s`;

describe('session token claims', () => {
  it('read the email claim, and nothing from a malformed token', () => {
    expect(emailOfToken(tokenWith({ sub: '7', email: 'dealer@example.com' }))).toBe('dealer@example.com');
    expect(emailOfToken('not-a-token')).toBe('');
    expect(emailOfToken(tokenWith({ sub: '7' }))).toBe('');
  });
});
