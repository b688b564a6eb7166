import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, MESSAGES } from './patterns.ts';
import { emailRule } from './rules.ts';

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
