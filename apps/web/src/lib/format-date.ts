import { i18n } from '@lingui/core';
import { formatDate as formatIn } from './i18n/format';
import { DEFAULT_LOCALE, isLocale } from './i18n/locales';

/*
 * Dates in the active language (docs/decisions/108) and the visitor's own time zone: English in the
 * browser's own English (as the store always did), French as fr-RW, Kinyarwanda with its own month
 * names (Chromium has no Kinyarwanda data). An unreadable value gives '' so a bad field never shows
 * "Invalid Date".
 */
const locale = () => (isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE);

/** e.g. "March 12, 2026" / "12 mars 2026" / "12 Werurwe 2026". */
export function formatDate(iso: string | null | undefined): string {
  return formatIn(iso, locale());
}

/** e.g. "Mar 12, 2026, 2:05 PM" / "12 mars 2026, 14:05" / "12 Werurwe 2026, 14:05". */
export function formatDateTime(iso: string | null | undefined): string {
  return formatIn(iso, locale(), { style: 'medium', time: true });
}
