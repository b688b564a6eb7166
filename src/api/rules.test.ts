import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, MESSAGES } from './patterns.ts';
import * as z from 'zod/mini';
import { emailRule, int, nonEmpty, onFirstUse, text } from './rules.ts';

describe('emailRule', () => {
  it('accepts ordinary addresses and refuses ones without a dotted domain', () => {
    for (const email of ['jo@example.com', 'a.b+c@mail.example.co.uk'])
      expect(EMAIL_PATTERN.test(email), email).toBe(true);
    for (const email of ['jo', 'jo@example', 'jo@@example.com', 'jo @example.com', 'jo@example..com']) {
      expect(EMAIL_PATTERN.test(email), email).toBe(false);
    }
  });

  it('refuses an oversized value by its length alone, with the field message', () => {
    const huge = `${'a'.repeat(200_000)}@${'b.'.repeat(100_000)}`;
    const result = emailRule().safeParse(huge);
    expect(result.success).toBe(false);
    expect(result.error?.issues).toHaveLength(1);
    expect(result.error?.issues[0]?.message).toBe(MESSAGES.email);
    expect(emailRule().safeParse(`${'a'.repeat(EMAIL_MAX_LENGTH - 12)}@example.com`).success).toBe(true);
  });
});

describe('shared field rules', () => {
  it('gives every field of one rule the same schema, which a check on one field leaves alone', () => {
    expect(text()).toBe(text());
    expect(text(40)).not.toBe(text());
    expect(int()).toBe(int());
    expect(int('Expected a count')).not.toBe(int());
    expect(nonEmpty('City is required')).toBe(nonEmpty('City is required'));
    expect(nonEmpty('City is required')).not.toBe(nonEmpty('State is required'));

    const stricter = text().check(z.minLength(3));
    expect(stricter.safeParse('ab').success).toBe(false);
    expect(text().safeParse('ab').success).toBe(true);
    expect(int().check(z.positive()).safeParse(0).success).toBe(false);
    expect(int().safeParse(0).success).toBe(true);
  });

  it('keeps each rule’s own message', () => {
    expect(nonEmpty('City is required').safeParse(' ').error?.issues[0]?.message).toBe('City is required');
    expect(nonEmpty('State is required').safeParse('').error?.issues[0]?.message).toBe('State is required');
  });
});

describe('onFirstUse', () => {
  it('builds the schema at the first check only, and checks as the schema itself does', () => {
    let built = 0;
    const row = onFirstUse(() => {
      built += 1;
      return z.object({ sku: text(), qty: int() });
    });
    const answer = z.object({ rows: z.array(row) });
    expect(built).toBe(0);
    expect(answer.parse({ rows: [{ sku: 'A-1', qty: 2 }] })).toEqual({ rows: [{ sku: 'A-1', qty: 2 }] });
    const refused = answer.safeParse({ rows: [{ sku: 'A-1', qty: 'two' }] });
    expect(refused.error?.issues[0]?.path).toEqual(['rows', 0, 'qty']);
    expect(built).toBe(1);
  });
});
