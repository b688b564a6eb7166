import { describe, expect, it } from 'vitest';
import { partnerForm } from '../api/staff-content.ts';
import { emailProblem, webAddressProblem } from './content-rules.ts';

const card = {
  name: 'Quillwort AV Partners',
  region: 'EMEA' as const,
  logo: '',
  city: 'Leeds',
  address: '1 Park Row',
  tel: '+44 113 496 0000',
  email: 'sales@quillwort.example',
  url: 'https://www.quillwort.example',
};
const messages = (copy: typeof card) =>
  partnerForm(new Set())
    .safeParse(copy)
    .error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];

describe("a partner's contact details", () => {
  it('take an email address a mail program can open, or none', () => {
    expect(emailProblem('sales@quillwort.example')).toBeUndefined();
    expect(emailProblem(' sales@quillwort.example ')).toBeUndefined();
    expect(emailProblem('')).toBeUndefined();
    expect(emailProblem('sales@quillwort')).toBe('"sales@quillwort" is not an email address');
    expect(emailProblem('sales at quillwort.example')).toBe('"sales at quillwort.example" is not an email address');
  });

  it('take a web address the card can link to (http or https, with a domain), or none', () => {
    expect(webAddressProblem('https://www.quillwort.example/about')).toBeUndefined();
    expect(webAddressProblem('http://quillwort.example')).toBeUndefined();
    expect(webAddressProblem('')).toBeUndefined();
    for (const wrong of [
      'www.quillwort.example',
      'javascript:alert(1)',
      'https://quillwort',
      'ftp://quillwort.example',
    ])
      expect(webAddressProblem(wrong)).toBe(`"${wrong}" is not a full web address such as https://example.com`);
  });

  it('are refused by the partner form, each naming its field', () => {
    expect(messages(card)).toEqual([]);
    expect(messages({ ...card, email: '', url: '' })).toEqual([]);
    expect(messages({ ...card, email: 'sales@', url: 'quillwort' })).toEqual([
      'email: Email "sales@" is not an email address',
      'url: Web address "quillwort" is not a full web address such as https://example.com',
    ]);
  });
});
