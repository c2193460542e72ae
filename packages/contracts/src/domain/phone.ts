/**
 * Register phone rule (spec 01 §5): an optional + followed by up to 16 digits, not starting with 0.
 * Spaces, dashes and brackets people type are ignored.
 */
const REGISTER_PHONE_PATTERN = /^\+?[1-9]\d{0,15}$/;

/** Removes the separators people type in phone numbers: spaces, dashes, dots and brackets. */
export function compactPhone(raw: string): string {
  return raw.replace(/[\s().-]/g, '');
}

/** True when `raw` satisfies the register phone rule of spec 01 §5. */
export function isRegisterPhone(raw: string): boolean {
  return REGISTER_PHONE_PATTERN.test(compactPhone(raw));
}

/**
 * The digits to look for when someone searches customers by phone (docs/decisions/133): `q` must look
 * like a number (digits, spaces, `+`, dashes, dots, brackets) with at least 4 digits; null otherwise.
 * Rwanda's usual spellings of one number (`0788 123 456`, `+250 788 123 456`, `250788123456`) all
 * give its national digits (`788123456`), so they match however the number was stored: a leading
 * `250` (country code) or `0` (trunk prefix) is dropped. A part of a number (`788 12`) stays as it is.
 */
export function phoneSearchDigits(q: string): string | null {
  if (!/^[+\d\s().-]+$/.test(q)) return null;
  const digits = q.replace(/\D/g, '');
  if (digits.length < 4) return null;
  const national = digits.startsWith('250') ? digits.slice(3) : digits.startsWith('0') ? digits.slice(1) : digits;
  return national.length >= 3 ? national : null;
}
