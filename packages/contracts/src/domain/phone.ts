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
