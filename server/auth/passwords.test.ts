import { hashPassword, hashPasswordSync, verifyPassword } from './passwords.ts';

describe('passwords', () => {
  it('verifies the password a hash was made from and nothing else', async () => {
    const stored = await hashPassword('Demo1234');
    expect(stored).toMatch(/^scrypt\$[0-9a-f]{32}\$[0-9a-f]{128}$/);
    expect(await verifyPassword('Demo1234', stored)).toBe(true);
    expect(await verifyPassword('demo1234', stored)).toBe(false);
  });

  it('salts every hash differently', async () => {
    expect(await hashPassword('Demo1234')).not.toBe(await hashPassword('Demo1234'));
  });

  it('never matches a malformed stored value', async () => {
    expect(await verifyPassword('Demo1234', 'plain-text')).toBe(false);
    expect(await verifyPassword('Demo1234', 'scrypt$00$00')).toBe(false);
  });
});

describe('hashPasswordSync', () => {
  it('makes hashes the async verifier accepts', async () => {
    expect(await verifyPassword('Demo1234', hashPasswordSync('Demo1234'))).toBe(true);
  });
});
