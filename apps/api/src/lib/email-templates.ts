import { formatRwf, kigaliDateTime, type Locale } from '@atelier/contracts';
import { mailTexts } from './email-texts.js';

/** Escapes text for HTML bodies; every value put in a template goes through it. */
export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

interface Layout {
  brand: string;
  preheader: string;
  heading: string;
  /** Trusted HTML built from escaped parts. */
  bodyHtml: string;
  bodyText: string;
  publicUrl: string;
  /** The mail's language (docs/decisions/109), for `<html lang>`; English when not given. */
  lang?: Locale;
}

/** One plain, branded layout for every e-mail, with a text part that says the same. */
function layout(l: Layout): { html: string; text: string } {
  const brand = escapeHtml(l.brand);
  const html = `<!doctype html><html lang="${l.lang ?? 'en'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${escapeHtml(l.heading)}</title></head>
<body style="margin:0;background:#f6f3ee;font-family:Helvetica,Arial,sans-serif;color:#1c1917">
<span style="display:none">${escapeHtml(l.preheader)}</span>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" style="max-width:560px;background:#ffffff;border-radius:12px" cellpadding="0" cellspacing="0">
<tr><td style="padding:20px 28px;border-bottom:3px solid #b45309;font-size:20px;font-weight:bold;letter-spacing:.5px">${brand}</td></tr>
<tr><td style="padding:28px"><h1 style="font-size:22px;margin:0 0 16px">${escapeHtml(l.heading)}</h1>${l.bodyHtml}</td></tr>
<tr><td style="padding:16px 28px;font-size:12px;color:#78716c;border-top:1px solid #e7e5e4">${brand} · Kigali, Rwanda · <a href="${escapeHtml(l.publicUrl)}" style="color:#b45309">${escapeHtml(l.publicUrl.replace(/^https?:\/\//, ''))}</a></td></tr>
</table></td></tr></table></body></html>`;
  const text = `${l.brand}\n\n${l.heading}\n\n${l.bodyText}\n\n-- \n${l.brand}, Kigali, Rwanda\n${l.publicUrl}\n`;
  return { html, text };
}

/** The sign-up / re-verification code mail (spec 01 §2 Verification page), in the account's language (docs/decisions/109). */
export function verificationCodeMail(p: { brand: string; name: string; code: string; minutes: number; publicUrl: string; locale?: Locale }) {
  const t = mailTexts(p.locale);
  const body = layout({
    brand: p.brand,
    lang: t.lang,
    preheader: t.verify.preheader(p.code),
    heading: t.verify.heading,
    publicUrl: p.publicUrl,
    bodyHtml: `<p>${escapeHtml(t.hello(p.name))}</p><p>${escapeHtml(t.verify.enter)}</p>
<p style="font-size:32px;font-weight:bold;letter-spacing:8px;margin:20px 0">${p.code}</p>
<p>${escapeHtml(t.verify.expires(p.minutes))}</p>`,
    bodyText: `${t.hello(p.name)}\n\n${t.verify.codeIs(p.code)}\n\n${t.verify.enterText} ${t.verify.expires(p.minutes)}`,
  });
  return { subject: t.verify.subject(p.brand), ...body };
}

/** The password-reset mail: the 6-digit code and a link that opens /login?token=… (docs/decisions/010), in the account's language. */
export function resetPasswordMail(p: { brand: string; name: string; code: string; link: string; minutes: number; publicUrl: string; locale?: Locale }) {
  const t = mailTexts(p.locale);
  const body = layout({
    brand: p.brand,
    lang: t.lang,
    preheader: t.reset.preheader(p.code),
    heading: t.reset.heading,
    publicUrl: p.publicUrl,
    bodyHtml: `<p>${escapeHtml(t.hello(p.name))}</p><p>${escapeHtml(t.reset.asked)} ${escapeHtml(t.reset.enterCode)}</p>
<p style="font-size:32px;font-weight:bold;letter-spacing:8px;margin:20px 0">${p.code}</p>
<p>${escapeHtml(t.reset.orLink)}</p>
<p><a href="${escapeHtml(p.link)}" style="display:inline-block;background:#1c1917;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none">${escapeHtml(t.reset.button)}</a></p>
<p>${escapeHtml(t.reset.expires(p.minutes))}</p>`,
    bodyText: `${t.hello(p.name)}\n\n${t.reset.asked} ${t.reset.codeIs(p.code)}\n\n${t.reset.orLink}\n${p.link}\n\n${t.reset.expires(p.minutes)}`,
  });
  return { subject: t.reset.subject(p.brand), ...body };
}

/** Newsletter double opt-in: the confirm link, and the unsubscribe link every newsletter mail carries; in the subscriber's language. */
export function newsletterConfirmMail(p: { brand: string; confirmLink: string; unsubscribeLink: string; publicUrl: string; locale?: Locale }) {
  const t = mailTexts(p.locale).newsletterConfirm;
  const body = layout({
    brand: p.brand,
    lang: mailTexts(p.locale).lang,
    preheader: t.preheader,
    heading: t.heading,
    publicUrl: p.publicUrl,
    bodyHtml: `<p>${escapeHtml(t.thanks)}</p>
<p><a href="${escapeHtml(p.confirmLink)}" style="display:inline-block;background:#1c1917;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none">${escapeHtml(t.button)}</a></p>
<p>${escapeHtml(t.ignore)}</p>
<p style="font-size:12px;color:#78716c"><a href="${escapeHtml(p.unsubscribeLink)}" style="color:#78716c">${escapeHtml(t.unsubscribe)}</a></p>`,
    bodyText: `${t.thanks}\n\n${t.confirmText}: ${p.confirmLink}\n\n${t.ignore}\n\n${t.unsubscribe}: ${p.unsubscribeLink}`,
  });
  return { subject: t.subject(p.brand), ...body };
}

/** Sent once a subscription is confirmed; carries the unsubscribe link like every later mail. */
export function newsletterWelcomeMail(p: { brand: string; unsubscribeLink: string; publicUrl: string; locale?: Locale }) {
  const t = mailTexts(p.locale).newsletterWelcome;
  const body = layout({
    brand: p.brand,
    lang: mailTexts(p.locale).lang,
    preheader: t.heading,
    heading: t.heading,
    publicUrl: p.publicUrl,
    bodyHtml: `<p>${escapeHtml(t.welcome)}</p>
<p><a href="${escapeHtml(p.publicUrl)}/store" style="color:#b45309">${escapeHtml(t.store)}</a> · <a href="${escapeHtml(p.publicUrl)}/artgallery" style="color:#b45309">${escapeHtml(t.gallery)}</a></p>
<p style="font-size:12px;color:#78716c">${escapeHtml(t.noLonger)} <a href="${escapeHtml(p.unsubscribeLink)}" style="color:#78716c">${escapeHtml(t.unsubscribe)}</a> ${escapeHtml(t.atAnyTime)}</p>`,
    bodyText: `${t.welcome}\n\n${t.storeText}: ${p.publicUrl}/store\n${t.galleryText}: ${p.publicUrl}/artgallery\n\n${t.unsubscribeAnyTime}: ${p.unsubscribeLink}`,
  });
  return { subject: t.subject(p.brand), ...body };
}

export interface BookingMailInput {
  brand: string;
  publicUrl: string;
  service: string;
  location: string | null;
  type: string | null;
  people: number;
  date: string;
  time: string;
  name: string;
  email: string;
  phone: string;
  notes: string;
  /** A group request: not booked until staff confirm; the mails say so. */
  request?: boolean;
  /** The customer's language (docs/decisions/109) for the customer's mails; the team's mail stays English. */
  locale?: Locale;
  /** The confirmation link (docs/decisions/105): the store page with the booking's current status. Customer mails only. */
  link?: string;
}

const BUTTON = 'display:inline-block;background:#1c1917;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none';
/** The confirmation link as an HTML button and as a text line ('' without a link), labelled in `label`. */
function bookingLinkParts(link: string | undefined, label: string): { html: string; text: string } {
  if (!link) return { html: '', text: '' };
  return { html: `<p><a href="${escapeHtml(link)}" style="${BUTTON}">${escapeHtml(label)}</a></p>`, text: `\n\n${label}: ${link}` };
}

/** The details table of a booking mail, labelled in `locale`. */
function bookingRows(b: BookingMailInput, locale: Locale = 'en'): Array<[string, string]> {
  const t = mailTexts(locale);
  const l = t.booking.rows;
  return [
    [l.service, b.service],
    ...(b.type ? ([[l.type, b.type]] as Array<[string, string]>) : []),
    ...(b.location ? ([[l.location, b.location]] as Array<[string, string]>) : []),
    [l.date, t.day(b.date)],
    [l.time, t.kigaliTime(b.time)],
    [l.people, String(b.people)],
    [l.name, b.name],
    [l.email, b.email || '—'],
    [l.phone, b.phone || '—'],
    ...(b.notes ? ([[l.notes, b.notes]] as Array<[string, string]>) : []),
  ];
}

/**
 * The booking confirmation for the customer (docs/decisions/050), with the details and a calendar file; for a
 * group request, the copy of the request, saying nothing is booked until we confirm.
 * In the customer's language (docs/decisions/109).
 */
export function bookingCustomerMail(b: BookingMailInput) {
  const t = mailTexts(b.locale);
  const rows = bookingRows(b, t.lang);
  const date = t.day(b.date);
  const time = t.time(b.time);
  const link = bookingLinkParts(b.link, t.booking.seeLink);
  if (b.request) {
    const intro = t.booking.requestIntro(b.name);
    const request = layout({
      brand: b.brand,
      lang: t.lang,
      preheader: t.booking.requestPreheader(b.service, date, time),
      heading: t.booking.requestHeading,
      publicUrl: b.publicUrl,
      bodyHtml: `<p>${escapeHtml(intro)}</p><table role="presentation" cellpadding="4">${rows
        .map(([k, v]) => `<tr><td style="color:#78716c">${escapeHtml(k)}</td><td><strong>${escapeHtml(v)}</strong></td></tr>`)
        .join('')}</table>${link.html}`,
      bodyText: `${intro}\n\n${rows.map(([k, v]) => `${k}: ${v}`).join('\n')}${link.text}`,
    });
    return { subject: t.booking.requestSubject(b.service, date, time), ...request };
  }
  const thanks = t.booking.thanks(b.name);
  const body = layout({
    brand: b.brand,
    lang: t.lang,
    preheader: t.booking.confirmedPreheader(b.service, date, time),
    heading: t.booking.confirmedHeading,
    publicUrl: b.publicUrl,
    bodyHtml: `<p>${escapeHtml(thanks)}</p><table role="presentation" cellpadding="4">${rows
      .map(([k, v]) => `<tr><td style="color:#78716c">${escapeHtml(k)}</td><td><strong>${escapeHtml(v)}</strong></td></tr>`)
      .join('')}</table><p>${escapeHtml(t.booking.calendar)}</p>${link.html}`,
    bodyText: `${thanks}\n\n${rows.map(([k, v]) => `${k}: ${v}`).join('\n')}\n\n${t.booking.calendar}${link.text}`,
  });
  return { subject: t.booking.confirmedSubject(b.service, date, time), ...body };
}

/** The new-booking notice for the sales team (docs/decisions/050); a group request asks them to confirm it. */
export function bookingTeamMail(b: BookingMailInput) {
  const rows = bookingRows(b);
  if (b.request) {
    const ask = 'A group larger than one session holds asks for this date and time. It takes no places until you confirm it: please contact the customer.';
    const request = layout({
      brand: b.brand,
      preheader: `Group request: ${b.service}, ${b.people} people`,
      heading: 'New group request',
      publicUrl: b.publicUrl,
      bodyHtml: `<p>${escapeHtml(ask)}</p><table role="presentation" cellpadding="4">${rows.map(([k, v]) => `<tr><td style="color:#78716c">${escapeHtml(k)}</td><td><strong>${escapeHtml(v)}</strong></td></tr>`).join('')}</table>`,
      bodyText: `${ask}\n\n${rows.map(([k, v]) => `${k}: ${v}`).join('\n')}`,
    });
    return { subject: `Group request: ${b.service}, ${b.date} ${b.time}, ${b.people} people`, ...request };
  }
  const body = layout({
    brand: b.brand,
    preheader: `New booking: ${b.service}, ${b.people} people`,
    heading: 'New booking',
    publicUrl: b.publicUrl,
    bodyHtml: `<table role="presentation" cellpadding="4">${rows.map(([k, v]) => `<tr><td style="color:#78716c">${escapeHtml(k)}</td><td><strong>${escapeHtml(v)}</strong></td></tr>`).join('')}</table>`,
    bodyText: rows.map(([k, v]) => `${k}: ${v}`).join('\n'),
  });
  return { subject: `New booking: ${b.service}, ${b.date} ${b.time}, ${b.people} people`, ...body };
}

/** A contact-form message for the shop, and the copy the sender gets (docs/decisions/050). */
export function contactMails(m: { brand: string; publicUrl: string; name: string; email: string; phone: string; notes: string; locale?: Locale; hours?: string | null }) {
  const t = mailTexts(m.locale).contact;
  const rows: Array<[string, string]> = [
    ['From', m.name],
    ['Email', m.email],
    ['Phone', m.phone || '—'],
  ];
  const shop = layout({
    brand: m.brand,
    preheader: `Message from ${m.name}`,
    heading: 'New message from the contact form',
    publicUrl: m.publicUrl,
    bodyHtml: `<table role="presentation" cellpadding="4">${rows.map(([k, v]) => `<tr><td style="color:#78716c">${k}</td><td>${escapeHtml(v)}</td></tr>`).join('')}</table><p style="white-space:pre-wrap">${escapeHtml(m.notes || '(no message)')}</p>`,
    bodyText: `${rows.map(([k, v]) => `${k}: ${v}`).join('\n')}\n\n${m.notes || '(no message)'}`,
  });
  const sender = layout({
    brand: m.brand,
    lang: mailTexts(m.locale).lang,
    preheader: t.heading,
    heading: t.heading,
    publicUrl: m.publicUrl,
    bodyHtml: `<p>${escapeHtml(t.thanks(m.name, m.hours ?? null))}</p><p style="color:#78716c">${escapeHtml(t.yourMessage)}</p><p style="white-space:pre-wrap">${escapeHtml(m.notes || t.noMessage)}</p>`,
    bodyText: `${t.thanks(m.name, m.hours ?? null)}\n\n${t.yourMessage}\n${m.notes || t.noMessage}`,
  });
  return {
    shop: { subject: `Contact form: ${m.name}`, ...shop },
    sender: { subject: t.heading, ...sender },
  };
}

export interface OrderMailInput {
  brand: string;
  publicUrl: string;
  orderNumber: string;
  customerName: string;
  items: Array<{ name: string; quantity: number; unitPrice: number; lineTotal: number }>;
  subtotal: number;
  discount: number;
  couponCode: string | null;
  shipping: number;
  total: number;
  address: string;
  phone: string;
  whatsappNumber: string;
  /** The customer's language (docs/decisions/109). */
  locale?: Locale;
  /** The order's pay link (docs/decisions/128): the invoice online without signing in; a button and a text line. */
  payUrl?: string;
  /** How to pay by mobile money, or null when no number is set. */
  howToPay?: { amountDue: number; reference: string; momoMerchantCode: string | null; momoDial: string | null; airtelMoneyNumber: string | null } | null;
}

/** The "How to pay" lines of an order mail, in `locale`. */
function howToPayLines(p: NonNullable<OrderMailInput['howToPay']>, locale: Locale = 'en'): { html: string; text: string[] } {
  const t = mailTexts(locale);
  const lines: string[] = [t.order.amountDue(t.money(p.amountDue), p.reference)];
  if (p.momoMerchantCode) lines.push(t.order.momo(p.momoMerchantCode, `*182*8*1*${p.momoMerchantCode}*${Math.round(p.amountDue)}#`));
  if (p.airtelMoneyNumber) lines.push(t.order.airtel(p.airtelMoneyNumber));
  const dial = p.momoDial
    ? `<p><a href="${escapeHtml(p.momoDial)}" style="display:inline-block;background:#facc15;color:#1c1917;padding:10px 18px;border-radius:8px;text-decoration:none">${escapeHtml(t.order.payWithMomo)}</a></p>`
    : '';
  return {
    html: `<h2 style="font-size:16px;margin:20px 0 8px">${escapeHtml(t.order.howToPay)}</h2>${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('')}${dial}`,
    text: ['', t.order.howToPay, ...lines],
  };
}

/**
 * The order confirmation (spec 02 §7 send-confirmation-email); amounts in RWF. Its link opens the
 * order by the number the customer knows (`/orders/ATL-XXXXXX`). In the customer's
 * language, with its money format (docs/decisions/109).
 */
export function orderConfirmationMail(o: OrderMailInput) {
  const t = mailTexts(o.locale);
  const m = t.order;
  const rows = o.items
    .map((i) => `<tr><td style="padding:6px 0">${escapeHtml(i.name)} × ${i.quantity}</td><td align="right" style="padding:6px 0">${escapeHtml(t.money(i.lineTotal))}</td></tr>`)
    .join('');
  const money = (label: string, amount: string, bold = false) =>
    `<tr><td style="padding:4px 0${bold ? ';font-weight:bold' : ''}">${label}</td><td align="right" style="padding:4px 0${bold ? ';font-weight:bold' : ''}">${escapeHtml(amount)}</td></tr>`;
  const link = `${o.publicUrl}/orders/${o.orderNumber}`;
  const shipping = o.shipping === 0 ? m.free : t.money(o.shipping);
  const body = layout({
    brand: o.brand,
    lang: t.lang,
    preheader: m.preheader(o.orderNumber, t.money(o.total)),
    heading: m.heading(o.customerName),
    publicUrl: o.publicUrl,
    bodyHtml: `<p>${m.receivedHtml(escapeHtml(o.orderNumber), escapeHtml(o.whatsappNumber))}</p>
<table role="presentation" width="100%" style="border-collapse:collapse;margin:16px 0;border-top:1px solid #e7e5e4;border-bottom:1px solid #e7e5e4">${rows}</table>
<table role="presentation" width="100%">${money(escapeHtml(m.subtotal), t.money(o.subtotal))}${o.discount > 0 ? money(`${escapeHtml(m.discount)}${o.couponCode ? ` (${escapeHtml(o.couponCode)})` : ''}`, `-${t.money(o.discount)}`) : ''}${money(escapeHtml(m.shipping), shipping)}${money(escapeHtml(m.total), t.money(o.total), true)}</table>
${o.howToPay ? howToPayLines(o.howToPay, t.lang).html : ''}
${o.payUrl ? `<p><a href="${escapeHtml(o.payUrl)}" style="${BUTTON}">${escapeHtml(m.payLink)}</a></p>` : ''}
<p>${escapeHtml(m.deliveryTo)}: ${escapeHtml(o.address)}<br>${escapeHtml(m.phone)}: ${escapeHtml(o.phone)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#1c1917;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none">${escapeHtml(m.view)}</a></p>`,
    bodyText: [
      m.receivedText(o.orderNumber, o.whatsappNumber),
      '',
      ...o.items.map((i) => `- ${i.name} x${i.quantity}: ${t.money(i.lineTotal)}`),
      '',
      `${m.subtotal}: ${t.money(o.subtotal)}`,
      ...(o.discount > 0 ? [`${m.discount}${o.couponCode ? ` (${o.couponCode})` : ''}: -${t.money(o.discount)}`] : []),
      `${m.shipping}: ${shipping}`,
      `${m.total}: ${t.money(o.total)}`,
      ...(o.howToPay ? howToPayLines(o.howToPay, t.lang).text : []),
      ...(o.payUrl ? ['', `${m.payLink}: ${o.payUrl}`] : []),
      '',
      `${m.deliveryTo}: ${o.address}`,
      `${m.phone}: ${o.phone}`,
      '',
      `${m.view}: ${link}`,
    ].join('\n'),
  });
  return { subject: m.subject(o.orderNumber), ...body };
}

/** A short mail about one order: a heading, a few lines of text, and a button to the order. */
function orderNoticeMail(p: {
  brand: string;
  publicUrl: string;
  orderNumber: string;
  heading: string;
  preheader: string;
  lines: string[];
  link?: string;
  linkLabel?: string;
  locale?: Locale;
  /** The order's pay link (docs/decisions/128): then the button opens it, for customers with or without an account. */
  payUrl?: string;
}) {
  const link = p.payUrl ?? p.link ?? `${p.publicUrl}/orders/${p.orderNumber}`;
  const label = p.payUrl ? mailTexts(p.locale).order.payLink : (p.linkLabel ?? mailTexts(p.locale).order.view);
  return layout({
    brand: p.brand,
    lang: p.locale,
    preheader: p.preheader,
    heading: p.heading,
    publicUrl: p.publicUrl,
    bodyHtml: `${p.lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('')}
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#1c1917;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none">${escapeHtml(label)}</a></p>`,
    bodyText: [...p.lines, '', `${label}: ${link}`].join('\n\n'),
  });
}

/**
 * "Payment received" (docs/decisions/100-back-office-server.md): the amount and the method; then, while part-paid, what
 * is paid in all and the balance ("Paid RWF 50,000 · Balance due RWF 43,000", docs/decisions/122),
 * else "paid in full". Amounts in RWF; in the customer's language.
 */
export function paymentReceivedMail(p: {
  brand: string;
  publicUrl: string;
  orderNumber: string;
  customerName: string;
  amount: number;
  methodLabel: string;
  amountPaid: number;
  amountDue: number;
  locale?: Locale;
  payUrl?: string;
}) {
  const t = mailTexts(p.locale);
  const body = orderNoticeMail({
    ...p,
    heading: t.payment.heading(p.customerName),
    preheader: t.payment.preheader(t.money(p.amount), p.orderNumber),
    lines: [t.payment.received(t.money(p.amount), p.methodLabel, p.orderNumber), p.amountDue > 0 ? t.payment.paidAndDue(t.money(p.amountPaid), t.money(p.amountDue)) : t.payment.paidInFull],
  });
  return { subject: t.payment.subject(p.orderNumber), ...body };
}

/** "Order cancelled" (contracts ORDER_TRANSITIONS): the reason the shop gave; in the customer's language. */
export function orderCancelledMail(p: { brand: string; publicUrl: string; orderNumber: string; customerName: string; reason: string; locale?: Locale; payUrl?: string }) {
  const t = mailTexts(p.locale);
  const body = orderNoticeMail({
    ...p,
    heading: t.cancelled.heading(p.orderNumber),
    preheader: t.cancelled.heading(p.orderNumber),
    lines: [t.hello(p.customerName), t.cancelled.body(p.orderNumber, p.reason), t.cancelled.refund],
  });
  return { subject: t.cancelled.subject(p.orderNumber), ...body };
}

/** An order's invoice as the pay-link mail and the WhatsApp message list it (docs/decisions/128); amounts in RWF. */
export interface PayLinkInput {
  brand: string;
  publicUrl: string;
  orderNumber: string;
  customerName: string;
  items: Array<{ name: string; quantity: number; lineTotal: number }>;
  total: number;
  amountDue: number;
  payUrl: string;
  locale?: Locale;
}

/**
 * The pay link by e-mail (docs/decisions/128): the lines, the total, the balance due and the link to
 * the invoice online (no sign-in). `updated`: the same invoice after staff edited the order ("Order …
 * was updated"). In the customer's language.
 */
export function payLinkMail(p: PayLinkInput & { updated?: boolean }) {
  const t = mailTexts(p.locale);
  const l = t.payLink;
  const intro = p.updated ? l.updatedIntro(p.orderNumber) : l.intro(p.orderNumber, t.money(p.total));
  const due = p.amountDue > 0 ? l.due(t.money(p.amountDue)) : l.paidInFull;
  const rows = p.items
    .map((i) => `<tr><td style="padding:6px 0">${escapeHtml(i.name)} × ${i.quantity}</td><td align="right" style="padding:6px 0">${escapeHtml(t.money(i.lineTotal))}</td></tr>`)
    .join('');
  const body = layout({
    brand: p.brand,
    lang: t.lang,
    preheader: `${intro} ${due}`,
    heading: p.updated ? l.updatedHeading(p.orderNumber) : l.heading(p.customerName),
    publicUrl: p.publicUrl,
    bodyHtml: `<p>${escapeHtml(intro)}</p>
<table role="presentation" width="100%" style="border-collapse:collapse;margin:16px 0;border-top:1px solid #e7e5e4;border-bottom:1px solid #e7e5e4">${rows}<tr><td style="padding:6px 0;font-weight:bold">${escapeHtml(t.order.total)}</td><td align="right" style="padding:6px 0;font-weight:bold">${escapeHtml(t.money(p.total))}</td></tr></table>
<p><strong>${escapeHtml(due)}</strong></p>
<p><a href="${escapeHtml(p.payUrl)}" style="${BUTTON}">${escapeHtml(t.order.payLink)}</a></p>`,
    bodyText: [intro, '', ...p.items.map((i) => `- ${i.name} x${i.quantity}: ${t.money(i.lineTotal)}`), `${t.order.total}: ${t.money(p.total)}`, '', due, '', `${t.order.payLink}: ${p.payUrl}`].join(
      '\n',
    ),
  });
  return { subject: p.updated ? l.updatedSubject(p.orderNumber) : l.subject(p.orderNumber), ...body };
}

/**
 * The WhatsApp message that sends the pay link (docs/decisions/128), in the customer's language:
 * greeting, order number, lines, total, balance due (or paid in full), the link.
 */
export function payLinkWhatsappText(p: Omit<PayLinkInput, 'brand' | 'publicUrl'>): string {
  const t = mailTexts(p.locale);
  const l = t.payLink;
  return [
    l.whatsappHello(p.customerName),
    '',
    l.whatsappOrder(p.orderNumber),
    ...p.items.map((i) => `- ${i.name} x${i.quantity}: ${t.money(i.lineTotal)}`),
    '',
    l.whatsappTotal(t.money(p.total)),
    p.amountDue > 0 ? l.due(t.money(p.amountDue)) : l.paidInFull,
    '',
    l.whatsappLink,
    p.payUrl,
    '',
    l.thanks,
  ].join('\n');
}

/** The sales team's "new order" mail (docs/decisions/100): number, customer, total, and a link to it in /admin. */
export function newOrderTeamMail(p: { brand: string; publicUrl: string; orderNumber: string; orderId: string; customerName: string; phone: string; total: number }) {
  const body = orderNoticeMail({
    ...p,
    heading: `New order ${p.orderNumber}`,
    preheader: `${p.customerName}: ${formatRwf(p.total)}`,
    lines: [`${p.customerName} (${p.phone}) ordered for ${formatRwf(p.total)}.`],
    link: `${p.publicUrl}/admin/orders/${p.orderId}`,
    linkLabel: 'Open the order',
  });
  return { subject: `New order ${p.orderNumber}: ${formatRwf(p.total)}`, ...body };
}

/** The staff invitation (docs/decisions/100): a link to set a name and password, valid `days` days. */
export function staffInviteMail(p: { brand: string; publicUrl: string; inviter: string; link: string; days: number }) {
  const body = layout({
    brand: p.brand,
    preheader: `${p.inviter} invites you to the ${p.brand} back office`,
    heading: `Join the ${p.brand} team`,
    publicUrl: p.publicUrl,
    bodyHtml: `<p>${escapeHtml(p.inviter)} invites you to run orders and payments in the ${escapeHtml(p.brand)} back office.</p>
<p><a href="${escapeHtml(p.link)}" style="display:inline-block;background:#1c1917;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none">Set your password</a></p>
<p>The link works for ${p.days} days. If you did not expect this, ignore this e-mail.</p>`,
    bodyText: `${p.inviter} invites you to run orders and payments in the ${p.brand} back office.\n\nSet your password: ${p.link}\n\nThe link works for ${p.days} days. If you did not expect this, ignore this e-mail.`,
  });
  return { subject: `Your invitation to the ${p.brand} back office`, ...body };
}

/** Told to an existing customer made staff (docs/decisions/100). */
export function staffPromotedMail(p: { brand: string; publicUrl: string; inviter: string }) {
  const body = layout({
    brand: p.brand,
    preheader: `You are now on the ${p.brand} staff`,
    heading: `You are now on the ${p.brand} staff`,
    publicUrl: p.publicUrl,
    bodyHtml: `<p>${escapeHtml(p.inviter)} added your account to the staff. Sign in as usual and open the back office:</p>
<p><a href="${escapeHtml(`${p.publicUrl}/admin`)}" style="display:inline-block;background:#1c1917;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none">Open the back office</a></p>`,
    bodyText: `${p.inviter} added your account to the staff. Sign in as usual and open the back office: ${p.publicUrl}/admin`,
  });
  return { subject: `You are now on the ${p.brand} staff`, ...body };
}

/** A plain notice: paragraphs, and a details table when given (the desk's customer mails, docs/decisions/103). */
function noticeMail(p: {
  brand: string;
  publicUrl: string;
  heading: string;
  preheader: string;
  lines: string[];
  rows?: Array<[string, string]>;
  link?: { href: string; label: string };
  locale?: Locale;
}) {
  const rows = p.rows ?? [];
  return layout({
    brand: p.brand,
    lang: p.locale,
    preheader: p.preheader,
    heading: p.heading,
    publicUrl: p.publicUrl,
    bodyHtml: `${p.lines.map((l) => `<p style="white-space:pre-line">${escapeHtml(l)}</p>`).join('')}${
      rows.length
        ? `<table role="presentation" cellpadding="4">${rows.map(([k, v]) => `<tr><td style="color:#78716c">${escapeHtml(k)}</td><td><strong>${escapeHtml(v)}</strong></td></tr>`).join('')}</table>`
        : ''
    }${p.link ? `<p><a href="${escapeHtml(p.link.href)}" style="${BUTTON}">${escapeHtml(p.link.label)}</a></p>` : ''}`,
    bodyText: [...p.lines, ...(rows.length ? [rows.map(([k, v]) => `${k}: ${v}`).join('\n')] : []), ...(p.link ? [`${p.link.label}: ${p.link.href}`] : [])].join('\n\n'),
  });
}

/**
 * A booking's new status for the customer (docs/decisions/103): confirmed (a group request accepted), moved
 * to another slot, or cancelled with the shop's reason. `status` is said in the subject and body.
 * In the customer's language (docs/decisions/109).
 */
export function bookingStatusMail(b: BookingMailInput & { change: 'confirmed' | 'rescheduled' | 'cancelled'; status: string; reason?: string | null; previous?: string }) {
  const t = mailTexts(b.locale);
  const st = t.booking.status;
  const rows = bookingRows(b, t.lang);
  const date = t.day(b.date);
  const time = t.time(b.time);
  const lines = [t.hello(b.name)];
  if (b.change === 'confirmed') lines.push(st.confirmed);
  if (b.change === 'rescheduled') lines.push(st.moved(b.previous, date, time));
  if (b.change === 'cancelled') lines.push(st.cancelled(date, time, b.reason), st.cancelledCalendar);
  lines.push(st.status(b.status));
  const link = b.link ? { href: b.link, label: t.booking.seeLink } : undefined;
  const body = noticeMail({ brand: b.brand, publicUrl: b.publicUrl, heading: st.heading[b.change], preheader: t.booking.confirmedPreheader(b.service, date, time), lines, rows, link, locale: t.lang });
  return { subject: st.subject[b.change](b.service, date, time), ...body };
}

/** A return request's new status for the customer (docs/decisions/103), with the shop's message and the refund; in the customer's language. */
export function returnStatusMail(p: {
  brand: string;
  publicUrl: string;
  customerName: string;
  orderNumber: string;
  item: string | null;
  status: string;
  message: string | null;
  refund?: string | null;
  locale?: Locale;
}) {
  const t = mailTexts(p.locale);
  const label = t.returns.statusLabel(p.status);
  const lines = [t.hello(p.customerName), t.returns.now(p.orderNumber, p.item, label)];
  if (p.refund) lines.push(t.returns.refunded(p.refund));
  if (p.message) lines.push(t.returns.message(p.message));
  lines.push(t.returns.follow);
  const body = noticeMail({ brand: p.brand, publicUrl: p.publicUrl, heading: t.returns.heading(p.status), preheader: t.returns.preheader(p.orderNumber, p.status), lines, locale: t.lang });
  return { subject: t.returns.subject(p.orderNumber, label), ...body };
}

/** The shop's reply to a contact-form message (docs/decisions/103), quoting what the sender wrote; in the sender's language. */
export function contactReplyMail(p: { brand: string; publicUrl: string; name: string; text: string; original: string; locale?: Locale }) {
  const t = mailTexts(p.locale);
  const lines = [t.hello(p.name), p.text, ...(p.original ? [t.contactReply.youWrote(p.original)] : [])];
  const body = noticeMail({ brand: p.brand, publicUrl: p.publicUrl, heading: t.contactReply.heading(p.brand), preheader: p.text.slice(0, 90), lines, locale: t.lang });
  return { subject: t.contactReply.subject(p.brand), ...body };
}

/** The store's path prefix of a language ('' for English, '/rw', '/fr'). */
export const localePrefix = (locale: Locale): string => (locale === 'en' ? '' : `/${locale}`);

/** Kigali's date and time of `at` as the security notices say it, in the mail's language. */
function securityWhen(locale: Locale | undefined, at: Date): string {
  const { date, time } = kigaliDateTime(at);
  return mailTexts(locale).security.at(date, time);
}

/**
 * The notice that an account's password changed (docs/decisions/123): `how` is `changed` (profile,
 * spec 01 §7 change-password) or `reset` (reset-password); with a link to /login and the advice to
 * reset it when it was not the owner. In the account's language.
 */
export function passwordChangedMail(p: { brand: string; publicUrl: string; name: string; how: 'changed' | 'reset'; at: Date; locale?: Locale }) {
  const t = mailTexts(p.locale);
  const s = p.how === 'reset' ? t.security.passwordReset : t.security.passwordChanged;
  const lines = [t.hello(p.name), s.body(securityWhen(p.locale, p.at)), t.security.resetIfNotYou];
  const body = noticeMail({
    brand: p.brand,
    publicUrl: p.publicUrl,
    heading: s.heading,
    preheader: s.heading,
    lines,
    link: { href: `${p.publicUrl}${localePrefix(t.lang)}/login`, label: t.security.loginButton },
    locale: t.lang,
  });
  return { subject: s.subject(p.brand), ...body };
}

/**
 * The notice to the OLD address that the sign-in e-mail changed to `newEmail` (docs/decisions/123),
 * with the "This was not me" link (`revertLink`, valid `days`) that puts the old address back. In the
 * account's language.
 */
export function emailChangedMail(p: { brand: string; publicUrl: string; name: string; newEmail: string; revertLink: string; days: number; at: Date; locale?: Locale }) {
  const t = mailTexts(p.locale);
  const s = t.security.emailChanged;
  const lines = [t.hello(p.name), s.body(p.newEmail, securityWhen(p.locale, p.at)), s.ifYou, s.notMe(p.days)];
  const body = noticeMail({ brand: p.brand, publicUrl: p.publicUrl, heading: s.heading, preheader: s.heading, lines, link: { href: p.revertLink, label: s.button }, locale: t.lang });
  return { subject: s.subject(p.brand), ...body };
}

/** The notice that an account was deleted (docs/decisions/123, spec 01 §7 DELETE /api/users/account), in its language. */
export function accountDeletedMail(p: { brand: string; publicUrl: string; name: string; at: Date; locale?: Locale }) {
  const t = mailTexts(p.locale);
  const s = t.security.deleted;
  const lines = [t.hello(p.name), s.body(securityWhen(p.locale, p.at)), s.notYou, s.thanks];
  const body = noticeMail({ brand: p.brand, publicUrl: p.publicUrl, heading: s.heading, preheader: s.heading, lines, locale: t.lang });
  return { subject: s.subject(p.brand), ...body };
}
