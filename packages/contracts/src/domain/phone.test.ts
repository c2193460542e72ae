import { describe, expect, it } from 'vitest';
import { isRegisterPhone, phoneSearchDigits } from './phone.js';
import { toE164 } from './phone-number.js';

describe('register phone rule (spec 01 §5)', () => {
  it.each(['+250788123456', '250788123456', '+1 (415) 555-0100', '7', '+1234567890123456'])('accepts %s', (p) => {
    expect(isRegisterPhone(p)).toBe(true);
  });
  it.each(['', '0788123456', '+0788', '+12345678901234567', 'abc', '+'])('refuses %s', (p) => {
    expect(isRegisterPhone(p)).toBe(false);
  });
});

describe('toE164', () => {
  it('reads national numbers as Rwandan', () => {
    expect(toE164('0788 123 456')).toBe('+250788123456');
    expect(toE164('+44 20 7946 0958')).toBe('+442079460958');
    expect(toE164('12')).toBeNull();
  });
});

describe('phoneSearchDigits', () => {
  it.each(['0788123456', '0788 123 456', '+250788123456', '+250 788 123 456', '250788123456', '(+250) 788-123-456', '788123456'])('reads %s as the national digits', (q) => {
    expect(phoneSearchDigits(q)).toBe('788123456');
  });
  it('keeps a part of a number, without its trunk prefix', () => {
    expect(phoneSearchDigits('0788 12')).toBe('78812');
    expect(phoneSearchDigits('123 456')).toBe('123456');
  });
  it.each(['Aline', 'aline 0788', 'a@b.rw', '078', '+250', '2500', ''])('is null for %j, which is not a number to search', (q) => {
    expect(phoneSearchDigits(q)).toBeNull();
  });
});
