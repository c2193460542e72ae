/**
 * Paying by mobile money: the MoMo Pay USSD code a phone dials,
 * `*182*8*1*{merchant code}*{amount}#`, as a tel: link with the `#` encoded (%23) so the dialler
 * receives it. Nothing takes money online: the customer pays, staff record the payment.
 */
export function momoPayUssd(merchantCode: string, amountRwf: number): string {
  return `*182*8*1*${merchantCode}*${Math.max(0, Math.round(amountRwf))}#`;
}

/** The tel: link that opens MoMo Pay with the merchant code and amount filled in. */
export function momoPayTelLink(merchantCode: string, amountRwf: number): string {
  return `tel:${momoPayUssd(merchantCode, amountRwf).replaceAll('#', '%23')}`;
}
