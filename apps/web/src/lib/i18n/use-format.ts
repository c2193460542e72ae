import { useLingui } from '@lingui/react';
import { i18n } from './i18n';
import { formatDate, formatMoney, type DateOptions } from './format';
import { DEFAULT_LOCALE, isLocale, type Locale } from './locales';

/** The active interface language. */
export function useLocale(): Locale {
  const { i18n } = useLingui();
  return isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
}

/**
 * Formatters bound to the active language (docs/decisions/108): `money(rwf)` (amounts in RWF, not
 * minor units), `date(iso, options)` and `dateTime(iso)`; '' for a missing or unreadable date.
 */
export function useFormat() {
  const locale = useLocale();
  return {
    locale,
    money: (rwf: number) => formatMoney(rwf, locale),
    date: (value: string | number | Date | null | undefined, options?: DateOptions) => formatDate(value, locale, options),
    dateTime: (value: string | null | undefined) => formatDate(value, locale, { style: 'medium', time: true }),
  };
}

/** `rwf` in the active language, outside a component (the tree remounts when the language changes). */
export function moneyText(rwf: number): string {
  return formatMoney(rwf, isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE);
}
