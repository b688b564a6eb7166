import { describe, expect, it } from 'vitest';
import { emailOfToken, impersonationOfToken } from './claims.ts';

const tokenWith = (claims: object) =>
  `h.${btoa(JSON.stringify(claims)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}.s`;

describe('session token claims', () => {
  it('read the email claim, and nothing from a malformed token', () => {
    expect(emailOfToken(tokenWith({ sub: '7', email: 'dealer@example.com' }))).toBe('dealer@example.com');
    expect(emailOfToken('not-a-token')).toBe('');
    expect(emailOfToken(tokenWith({ sub: '7' }))).toBe('');
  });

  it('tell an impersonated session by its staff claim', () => {
    expect(impersonationOfToken(tokenWith({ sub: '7', name: 'dealer', imp: 'staff' }))).toEqual({
      staff: 'staff',
      userName: 'dealer',
    });
    expect(impersonationOfToken(tokenWith({ sub: '7', name: 'dealer' }))).toBeUndefined();
    expect(impersonationOfToken('not-a-token')).toBeUndefined();
  });
});
