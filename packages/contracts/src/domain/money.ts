/**
 * Money rules. The database and all arithmetic use integers in hundredths of a franc ("minor units");
 * the wire carries RWF numbers as the spec shows (e.g. 47500, 1234.5). DESIGN.md § Data.
 */

/** Minor units per franc. */
export const MINOR_PER_RWF = 100;

/** RWF number (may carry up to 2 decimals) → integer minor units, rounded half away from zero. */
export function toMinor(rwf: number): number {
  return Math.sign(rwf) * Math.round(Math.abs(rwf) * MINOR_PER_RWF);
}

/** Integer minor units → RWF number with at most 2 decimals. */
export function fromMinor(minor: number): number {
  return minor / MINOR_PER_RWF;
}

const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const cents = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * Formats an amount given in RWF (not minor units) as the shop shows it: `RWF 200,000`,
 * or `RWF 1,234.50` when the amount has hundredths. The one place money is formatted. `decimals: 2`
 * always shows hundredths (`RWF 65,000.00`); `currencyAfter` gives `200,000 RWF`.
 */
export function formatRwf(rwf: number, style: { decimals?: 2; currencyAfter?: boolean } = {}): string {
  const minor = toMinor(rwf);
  const digits = minor % MINOR_PER_RWF === 0 && style.decimals !== 2 ? whole.format(minor / MINOR_PER_RWF) : cents.format(minor / MINOR_PER_RWF);
  // The artwork page writes '{price} RWF' and the side cart total two decimals (spec 02 §1, §2).
  return style.currencyAfter ? `${digits} RWF` : `RWF ${digits}`;
}
