/**
 * Money rules. The database and all arithmetic use integers in hundredths of a franc ("minor units");
 * the wire carries RWF numbers as the spec shows (e.g. 47500, 1234.5). DESIGN.md § Data.
 */

/** Minor units per franc. */
const MINOR_PER_RWF = 100;

/** RWF number (may carry up to 2 decimals) → integer minor units, rounded half away from zero. */
export function toMinor(rwf: number): number {
  return Math.sign(rwf) * Math.round(Math.abs(rwf) * MINOR_PER_RWF);
}

/** Integer minor units → RWF number with at most 2 decimals. */
export function fromMinor(minor: number): number {
  return minor / MINOR_PER_RWF;
}

/** How one language writes an amount of francs: the digits' locale for Intl.NumberFormat and where the code goes. */
interface MoneyStyle {
  numbers: string;
  write: (digits: string) => string;
}

/**
 * One entry per interface language (DESIGN.md § Languages; docs/decisions/109). Intl lacks Kinyarwanda
 * data in Chromium and Node, hence explicit patterns rather than `style: 'currency'` (which would also
 * put a no-break space in English e-mails and WhatsApp texts). Kinyarwanda writes CLDR's rw symbol
 * `RF` before the amount with comma thousands, as MoMo and bank receipts group them (`RF 12,346`);
 * French follows CLDR's fr-RW (`12 346 RF`: narrow no-break space thousands, no-break space before
 * the symbol). One spelling for the store, the e-mails and the back office (docs/decisions/108, 109).
 */
const MONEY_STYLES = {
  en: { numbers: 'en-US', write: (digits) => `RWF ${digits}` },
  rw: { numbers: 'en-US', write: (digits) => `RF ${digits}` },
  fr: { numbers: 'fr-FR', write: (digits) => `${digits}\u00a0RF` },
} satisfies Record<string, MoneyStyle>;

/** A language the money formatter knows. */
export type MoneyLocale = keyof typeof MONEY_STYLES;

const formatters = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: string, fractionDigits: 0 | 2): Intl.NumberFormat {
  const key = `${locale}:${fractionDigits}`;
  let f = formatters.get(key);
  if (!f) formatters.set(key, (f = new Intl.NumberFormat(locale, { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits })));
  return f;
}

/**
 * Formats an amount given in RWF (not minor units) as the shop shows it on every screen, e-mail and
 * message: `RWF 200,000`, or `RWF 1,234.50` when the amount has hundredths (DESIGN.md § Data). The one
 * place money is formatted: one amount has one spelling everywhere (docs/decisions/097). `hundredths`
 * always writes two decimals (`RWF 130,000.00`): only the side cart's total, as spec 02 §1 says
 * (docs/decisions/122).
 */
export function formatRwf(rwf: number, locale: MoneyLocale = 'en', opts: { hundredths?: boolean } = {}): string {
  const minor = toMinor(rwf);
  const style: MoneyStyle = MONEY_STYLES[locale];
  return style.write(numberFormat(style.numbers, opts.hundredths || minor % MINOR_PER_RWF !== 0 ? 2 : 0).format(minor / MINOR_PER_RWF));
}
