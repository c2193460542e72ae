import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';

/**
 * A phone number in E.164 form (e.g. +250788123456) when libphonenumber-js finds it valid, reading
 * national numbers as Rwandan unless another country is given; null otherwise. In its own module so
 * that forms needing only the register rule do not load libphonenumber's metadata.
 */
export function toE164(raw: string, defaultCountry: CountryCode = 'RW'): string | null {
  const parsed = parsePhoneNumberFromString(raw, defaultCountry);
  return parsed?.isValid() ? parsed.number : null;
}
