import { describe, expect, it } from 'vitest';
import { TEXT_LIMITS } from '../../api/patterns.ts';
import {
  email,
  fieldError,
  formErrors,
  freeText,
  maxLength,
  oneLine,
  optionalPhone,
  optionalUrl,
  phone,
  required,
  tooLongMessage,
} from './validation.ts';

describe('form rules', () => {
  it('required refuses blank text with the given message', () => {
    expect(required('Company is required')('')).toBe('Company is required');
    expect(required('Company is required')('   ')).toBe('Company is required');
    expect(required('Company is required')('Acme')).toBeNull();
  });

  it('email accepts an address and refuses anything else with the spec message', () => {
    expect(email()('ann@example.com')).toBeNull();
    expect(email()(' ann@example.com ')).toBeNull();
    for (const bad of ['', 'ann', 'ann@', 'ann@example', 'a nn@example.com']) {
      expect(email()(bad)).toBe('Please enter a valid email');
    }
    expect(email('Email is required')('')).toBe('Email is required');
  });

  it('phone wants exactly 10 digits', () => {
    const rule = phone('Phone number must have 10 digits');
    expect(rule('7025550142')).toBeNull();
    for (const bad of ['', '702555014', '70255501420', '702-555-0142', 'abcdefghij']) {
      expect(rule(bad)).toBe('Phone number must have 10 digits');
    }
  });

  it('optional phone and URL pass when empty and check when filled', () => {
    expect(optionalPhone('Phone number should be of 10 digits')('')).toBeNull();
    expect(optionalPhone('Phone number should be of 10 digits')('12')).toBe('Phone number should be of 10 digits');
    expect(optionalUrl()('')).toBeNull();
    expect(optionalUrl()('www.example.com')).toBeNull();
    expect(optionalUrl()('https://example.com/dealers')).toBeNull();
    expect(optionalUrl()('not a site')).toBe('Please enter a valid URL');
  });

  it('checks the length before any pattern', () => {
    const long = `${'a'.repeat(TEXT_LIMITS.line)}@example.com`;
    expect(email()(long)).toBe(tooLongMessage(TEXT_LIMITS.line));
    expect(oneLine('a'.repeat(TEXT_LIMITS.line))).toBeNull();
    expect(freeText('a'.repeat(TEXT_LIMITS.message + 1))).toBe(tooLongMessage(TEXT_LIMITS.message));
    expect(maxLength(3)('abcd')).toBe('Please use at most 3 characters');
  });

  it('a field reports its first failing rule; a form lists only failing fields', () => {
    expect(fieldError([required('Name is required'), email('Email is required')], '')).toBe('Name is required');
    const rules = { name: [required('Name is required')], email: [email('Email is required')] };
    expect(formErrors(rules, { name: 'Ann', email: '' })).toEqual({ email: 'Email is required' });
    expect(formErrors(rules, { name: 'Ann', email: 'ann@example.com' })).toEqual({});
  });
});
