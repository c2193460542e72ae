import { formatRwf } from '@atelier/contracts';

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
}

/** One plain, branded layout for every e-mail, with a text part that says the same. */
function layout(l: Layout): { html: string; text: string } {
  const brand = escapeHtml(l.brand);
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
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

/** The sign-up / re-verification code mail (spec 01 §2 Verification page). */
export function verificationCodeMail(p: { brand: string; name: string; code: string; minutes: number; publicUrl: string }) {
  const body = layout({
    brand: p.brand,
    preheader: `Your verification code is ${p.code}`,
    heading: 'Verify your e-mail address',
    publicUrl: p.publicUrl,
    bodyHtml: `<p>Hello ${escapeHtml(p.name)},</p><p>Enter this code on the verification page to activate your account:</p>
<p style="font-size:32px;font-weight:bold;letter-spacing:8px;margin:20px 0">${p.code}</p>
<p>The code expires in ${p.minutes} minutes. If you did not create an account, you can ignore this e-mail.</p>`,
    bodyText: `Hello ${p.name},\n\nYour verification code is: ${p.code}\n\nEnter it on the verification page to activate your account. The code expires in ${p.minutes} minutes. If you did not create an account, you can ignore this e-mail.`,
  });
  return { subject: `Your ${p.brand} verification code`, ...body };
}

/** The password-reset mail: the 6-digit code and a link that opens /login?token=… (issue 3). */
export function resetPasswordMail(p: { brand: string; name: string; code: string; link: string; minutes: number; publicUrl: string }) {
  const body = layout({
    brand: p.brand,
    preheader: `Your password reset code is ${p.code}`,
    heading: 'Reset your password',
    publicUrl: p.publicUrl,
    bodyHtml: `<p>Hello ${escapeHtml(p.name)},</p><p>Someone asked to reset the password of your account. Enter this code on the login page:</p>
<p style="font-size:32px;font-weight:bold;letter-spacing:8px;margin:20px 0">${p.code}</p>
<p>Or open this link to choose a new password:</p>
<p><a href="${escapeHtml(p.link)}" style="display:inline-block;background:#1c1917;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none">Choose a new password</a></p>
<p>The code and the link expire in ${p.minutes} minutes. If you did not ask for this, ignore this e-mail: your password stays as it is.</p>`,
    bodyText: `Hello ${p.name},\n\nSomeone asked to reset the password of your account. Your code is: ${p.code}\n\nOr open this link to choose a new password:\n${p.link}\n\nThe code and the link expire in ${p.minutes} minutes. If you did not ask for this, ignore this e-mail: your password stays as it is.`,
  });
  return { subject: `Reset your ${p.brand} password`, ...body };
}

/** Newsletter double opt-in: the confirm link, and the unsubscribe link every newsletter mail carries. */
export function newsletterConfirmMail(p: { brand: string; confirmLink: string; unsubscribeLink: string; publicUrl: string }) {
  const body = layout({
    brand: p.brand,
    preheader: 'One click to confirm your subscription',
    heading: 'Confirm your subscription',
    publicUrl: p.publicUrl,
    bodyHtml: `<p>Thank you for subscribing to news from our studio: new drops, gallery openings and sessions.</p>
<p><a href="${escapeHtml(p.confirmLink)}" style="display:inline-block;background:#1c1917;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none">Confirm my subscription</a></p>
<p>If you did not ask for this, ignore this e-mail and you will not hear from us.</p>
<p style="font-size:12px;color:#78716c"><a href="${escapeHtml(p.unsubscribeLink)}" style="color:#78716c">Unsubscribe</a></p>`,
    bodyText: `Thank you for subscribing to news from our studio: new drops, gallery openings and sessions.\n\nConfirm your subscription: ${p.confirmLink}\n\nIf you did not ask for this, ignore this e-mail and you will not hear from us.\n\nUnsubscribe: ${p.unsubscribeLink}`,
  });
  return { subject: `Confirm your ${p.brand} newsletter subscription`, ...body };
}

/** Sent once a subscription is confirmed; carries the unsubscribe link like every later mail. */
export function newsletterWelcomeMail(p: { brand: string; unsubscribeLink: string; publicUrl: string }) {
  const body = layout({
    brand: p.brand,
    preheader: 'You are subscribed',
    heading: 'You are subscribed',
    publicUrl: p.publicUrl,
    bodyHtml: `<p>Welcome! You will hear from us when new custom shoes, fashion pieces and artworks arrive.</p>
<p><a href="${escapeHtml(p.publicUrl)}/store" style="color:#b45309">Visit the store</a> · <a href="${escapeHtml(p.publicUrl)}/artgallery" style="color:#b45309">See the gallery</a></p>
<p style="font-size:12px;color:#78716c">No longer interested? <a href="${escapeHtml(p.unsubscribeLink)}" style="color:#78716c">Unsubscribe</a> at any time.</p>`,
    bodyText: `Welcome! You will hear from us when new custom shoes, fashion pieces and artworks arrive.\n\nStore: ${p.publicUrl}/store\nGallery: ${p.publicUrl}/artgallery\n\nUnsubscribe at any time: ${p.unsubscribeLink}`,
  });
  return { subject: `Welcome to the ${p.brand} newsletter`, ...body };
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
  /** A group request (issue 20 §3): not booked until staff confirm; the mails say so. */
  request?: boolean;
  /** The confirmation link (issue 16): the store page with the booking's current status. Customer mails only. */
  link?: string;
}

const BUTTON = 'display:inline-block;background:#1c1917;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none';
/** The confirmation link as an HTML button and as a text line ('' without a link). */
function bookingLinkParts(link: string | undefined): { html: string; text: string } {
  if (!link) return { html: '', text: '' };
  return { html: `<p><a href="${escapeHtml(link)}" style="${BUTTON}">See your booking and its status</a></p>`, text: `\n\nSee your booking and its status: ${link}` };
}

function bookingRows(b: BookingMailInput): Array<[string, string]> {
  return [
    ['Service', b.service],
    ...(b.type ? ([['Type', b.type]] as Array<[string, string]>) : []),
    ...(b.location ? ([['Location', b.location]] as Array<[string, string]>) : []),
    ['Date', b.date],
    ['Time', `${b.time} (Kigali time)`],
    ['People', String(b.people)],
    ['Name', b.name],
    ['Email', b.email],
    ['Phone', b.phone || '—'],
    ...(b.notes ? ([['Notes', b.notes]] as Array<[string, string]>) : []),
  ];
}

/**
 * The booking confirmation for the customer (issue 7), with the details and a calendar file; for a
 * group request (issue 20 §3), the copy of the request, saying nothing is booked until we confirm.
 */
export function bookingCustomerMail(b: BookingMailInput) {
  const rows = bookingRows(b);
  const link = bookingLinkParts(b.link);
  if (b.request) {
    const intro = `Hello ${b.name}, thank you for your group request. Your group is larger than one session holds, so our team will contact you to confirm the date and time or suggest another. Nothing is booked until we confirm.`;
    const request = layout({
      brand: b.brand,
      preheader: `Group request: ${b.service} on ${b.date} at ${b.time}`,
      heading: 'We received your group request',
      publicUrl: b.publicUrl,
      bodyHtml: `<p>${escapeHtml(intro)}</p><table role="presentation" cellpadding="4">${rows
        .map(([k, v]) => `<tr><td style="color:#78716c">${escapeHtml(k)}</td><td><strong>${escapeHtml(v)}</strong></td></tr>`)
        .join('')}</table>${link.html}`,
      bodyText: `${intro}\n\n${rows.map(([k, v]) => `${k}: ${v}`).join('\n')}${link.text}`,
    });
    return { subject: `Group request received: ${b.service}, ${b.date} ${b.time}`, ...request };
  }
  const body = layout({
    brand: b.brand,
    preheader: `${b.service} on ${b.date} at ${b.time}`,
    heading: 'Your booking is confirmed',
    publicUrl: b.publicUrl,
    bodyHtml: `<p>Hello ${escapeHtml(b.name)}, thank you for booking with us. We will contact you soon.</p><table role="presentation" cellpadding="4">${rows
      .map(([k, v]) => `<tr><td style="color:#78716c">${escapeHtml(k)}</td><td><strong>${escapeHtml(v)}</strong></td></tr>`)
      .join('')}</table><p>The attached calendar file adds the session to your calendar.</p>${link.html}`,
    bodyText: `Hello ${b.name}, thank you for booking with us. We will contact you soon.\n\n${rows.map(([k, v]) => `${k}: ${v}`).join('\n')}\n\nThe attached calendar file adds the session to your calendar.${link.text}`,
  });
  return { subject: `Booking confirmed: ${b.service}, ${b.date} ${b.time}`, ...body };
}

/** The new-booking notice for the sales team (issue 7); a group request asks them to confirm it (issue 20 §3). */
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

/** A contact-form message for the shop, and the copy the sender gets (issue 7). */
export function contactMails(m: { brand: string; publicUrl: string; name: string; email: string; phone: string; notes: string }) {
  const rows: Array<[string, string]> = [['From', m.name], ['Email', m.email], ['Phone', m.phone || '—']];
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
    preheader: 'We received your message',
    heading: 'We received your message',
    publicUrl: m.publicUrl,
    bodyHtml: `<p>Hello ${escapeHtml(m.name)}, thank you for writing to us. We reply within one working day (Mon–Fri 9AM–6PM, Sat 10AM–4PM).</p><p style="color:#78716c">Your message:</p><p style="white-space:pre-wrap">${escapeHtml(m.notes || '(no message)')}</p>`,
    bodyText: `Hello ${m.name}, thank you for writing to us. We reply within one working day (Mon–Fri 9AM–6PM, Sat 10AM–4PM).\n\nYour message:\n${m.notes || '(no message)'}`,
  });
  return {
    shop: { subject: `Contact form: ${m.name}`, ...shop },
    sender: { subject: `We received your message`, ...sender },
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
  /** How to pay by mobile money (issue 14), or null when no number is set. */
  howToPay?: { amountDue: number; reference: string; momoMerchantCode: string | null; momoDial: string | null; airtelMoneyNumber: string | null } | null;
}

/** The "How to pay" lines of an order mail (issue 14 "Paying by mobile money"). */
function howToPayLines(p: NonNullable<OrderMailInput['howToPay']>): { html: string; text: string[] } {
  const lines: string[] = [`Amount due: ${formatRwf(p.amountDue)}. Use the order number ${p.reference} as the payment reference.`];
  if (p.momoMerchantCode) lines.push(`MTN MoMo Pay: merchant code ${p.momoMerchantCode} (dial *182*8*1*${p.momoMerchantCode}*${Math.round(p.amountDue)}#).`);
  if (p.airtelMoneyNumber) lines.push(`Airtel Money: send to ${p.airtelMoneyNumber}.`);
  const dial = p.momoDial ? `<p><a href="${escapeHtml(p.momoDial)}" style="display:inline-block;background:#facc15;color:#1c1917;padding:10px 18px;border-radius:8px;text-decoration:none">Pay with MoMo</a></p>` : '';
  return { html: `<h2 style="font-size:16px;margin:20px 0 8px">How to pay</h2>${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('')}${dial}`, text: ['', 'How to pay', ...lines] };
}

/**
 * The order confirmation (spec 02 §7 send-confirmation-email); amounts in RWF. Its link opens the
 * order by the number the customer knows (`/orders/ATL-XXXXXX`, issue 20 §3).
 */
export function orderConfirmationMail(o: OrderMailInput) {
  const rows = o.items
    .map(
      (i) => `<tr><td style="padding:6px 0">${escapeHtml(i.name)} × ${i.quantity}</td><td align="right" style="padding:6px 0">${formatRwf(i.lineTotal)}</td></tr>`,
    )
    .join('');
  const money = (label: string, amount: string, bold = false) =>
    `<tr><td style="padding:4px 0${bold ? ';font-weight:bold' : ''}">${label}</td><td align="right" style="padding:4px 0${bold ? ';font-weight:bold' : ''}">${amount}</td></tr>`;
  const link = `${o.publicUrl}/orders/${o.orderNumber}`;
  const body = layout({
    brand: o.brand,
    preheader: `Order ${o.orderNumber}: ${formatRwf(o.total)}`,
    heading: `Thank you for your order, ${o.customerName}`,
    publicUrl: o.publicUrl,
    bodyHtml: `<p>We received order <strong>${escapeHtml(o.orderNumber)}</strong>. Payment status: <strong>pending payment</strong>. We will confirm the payment instructions on WhatsApp (+${escapeHtml(o.whatsappNumber)}).</p>
<table role="presentation" width="100%" style="border-collapse:collapse;margin:16px 0;border-top:1px solid #e7e5e4;border-bottom:1px solid #e7e5e4">${rows}</table>
<table role="presentation" width="100%">${money('Subtotal', formatRwf(o.subtotal))}${o.discount > 0 ? money(`Discount${o.couponCode ? ` (${escapeHtml(o.couponCode)})` : ''}`, `-${formatRwf(o.discount)}`) : ''}${money('Shipping', o.shipping === 0 ? 'Free' : formatRwf(o.shipping))}${money('Total', formatRwf(o.total), true)}</table>
${o.howToPay ? howToPayLines(o.howToPay).html : ''}
<p>Delivery to: ${escapeHtml(o.address)}<br>Phone: ${escapeHtml(o.phone)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#1c1917;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none">View your order</a></p>`,
    bodyText: [
      `We received order ${o.orderNumber}. Payment status: pending payment. We will confirm the payment instructions on WhatsApp (+${o.whatsappNumber}).`,
      '',
      ...o.items.map((i) => `- ${i.name} x${i.quantity}: ${formatRwf(i.lineTotal)}`),
      '',
      `Subtotal: ${formatRwf(o.subtotal)}`,
      ...(o.discount > 0 ? [`Discount${o.couponCode ? ` (${o.couponCode})` : ''}: -${formatRwf(o.discount)}`] : []),
      `Shipping: ${o.shipping === 0 ? 'Free' : formatRwf(o.shipping)}`,
      `Total: ${formatRwf(o.total)}`,
      ...(o.howToPay ? howToPayLines(o.howToPay).text : []),
      '',
      `Delivery to: ${o.address}`,
      `Phone: ${o.phone}`,
      '',
      `View your order: ${link}`,
    ].join('\n'),
  });
  return { subject: `Order ${o.orderNumber} received`, ...body };
}

/** A short mail about one order: a heading, a few lines of text, and a button to the order. */
function orderNoticeMail(p: { brand: string; publicUrl: string; orderNumber: string; heading: string; preheader: string; lines: string[]; link?: string; linkLabel?: string }) {
  const link = p.link ?? `${p.publicUrl}/orders/${p.orderNumber}`;
  const label = p.linkLabel ?? 'View your order';
  return layout({
    brand: p.brand,
    preheader: p.preheader,
    heading: p.heading,
    publicUrl: p.publicUrl,
    bodyHtml: `${p.lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('')}
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#1c1917;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none">${escapeHtml(label)}</a></p>`,
    bodyText: [...p.lines, '', `${label}: ${link}`].join('\n\n'),
  });
}

/** "Payment received" (issue 14 "Payments"): the amount, the method, and what is still due (RWF). */
export function paymentReceivedMail(p: { brand: string; publicUrl: string; orderNumber: string; customerName: string; amount: number; methodLabel: string; amountDue: number }) {
  const body = orderNoticeMail({
    ...p,
    heading: `Payment received, thank you ${p.customerName}`,
    preheader: `We received ${formatRwf(p.amount)} for order ${p.orderNumber}`,
    lines: [
      `We received ${formatRwf(p.amount)} by ${p.methodLabel} for order ${p.orderNumber}.`,
      p.amountDue > 0 ? `Still to pay: ${formatRwf(p.amountDue)}.` : 'Your order is paid in full.',
    ],
  });
  return { subject: `Payment received for order ${p.orderNumber}`, ...body };
}

/** "Order cancelled" (issue 14 "Status"): the reason the shop gave. */
export function orderCancelledMail(p: { brand: string; publicUrl: string; orderNumber: string; customerName: string; reason: string }) {
  const body = orderNoticeMail({
    ...p,
    heading: `Order ${p.orderNumber} is cancelled`,
    preheader: `Order ${p.orderNumber} is cancelled`,
    lines: [`Hello ${p.customerName},`, `Your order ${p.orderNumber} has been cancelled. Reason: ${p.reason}`, 'If you have paid for it, we will contact you about the refund. Questions? Reply to this e-mail or message us on WhatsApp.'],
  });
  return { subject: `Order ${p.orderNumber} cancelled`, ...body };
}

/** The sales team's "new order" mail (issue 14): number, customer, total, and a link to it in /admin. */
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

/** The staff invitation (issue 14 "Roles"): a link to set a name and password, valid `days` days. */
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

/** Told to an existing customer made staff (issue 14 "Roles"). */
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

/** A plain notice: paragraphs, and a details table when given (issue 16's customer mails). */
function noticeMail(p: { brand: string; publicUrl: string; heading: string; preheader: string; lines: string[]; rows?: Array<[string, string]>; link?: { href: string; label: string } }) {
  const rows = p.rows ?? [];
  return layout({
    brand: p.brand,
    preheader: p.preheader,
    heading: p.heading,
    publicUrl: p.publicUrl,
    bodyHtml: `${p.lines.map((l) => `<p style="white-space:pre-line">${escapeHtml(l)}</p>`).join('')}${
      rows.length ? `<table role="presentation" cellpadding="4">${rows.map(([k, v]) => `<tr><td style="color:#78716c">${escapeHtml(k)}</td><td><strong>${escapeHtml(v)}</strong></td></tr>`).join('')}</table>` : ''
    }${p.link ? `<p><a href="${escapeHtml(p.link.href)}" style="${BUTTON}">${escapeHtml(p.link.label)}</a></p>` : ''}`,
    bodyText: [...p.lines, ...(rows.length ? [rows.map(([k, v]) => `${k}: ${v}`).join('\n')] : []), ...(p.link ? [`${p.link.label}: ${p.link.href}`] : [])].join('\n\n'),
  });
}

/**
 * A booking's new status for the customer (issue 16): confirmed (a group request accepted), moved
 * to another slot, or cancelled with the shop's reason. `status` is said in the subject and body.
 */
export function bookingStatusMail(b: BookingMailInput & { change: 'confirmed' | 'rescheduled' | 'cancelled'; status: string; reason?: string | null; previous?: string }) {
  const rows = bookingRows(b);
  const what = { confirmed: 'is confirmed', rescheduled: 'has moved', cancelled: 'is cancelled' }[b.change];
  const lines = [`Hello ${b.name},`];
  if (b.change === 'confirmed') lines.push('We have confirmed your booking. The attached calendar file adds the session to your calendar.');
  if (b.change === 'rescheduled') lines.push(`Your booking${b.previous ? ` of ${b.previous}` : ''} has moved to ${b.date} at ${b.time} (Kigali time). The attached calendar file updates the session in your calendar.`);
  if (b.change === 'cancelled') lines.push(`Your booking of ${b.date} at ${b.time} is cancelled.${b.reason ? ` Reason: ${b.reason}` : ''}`, 'The attached calendar file removes the session from your calendar. Questions? Reply to this e-mail or message us on WhatsApp.');
  lines.push(`Status: ${b.status.replace('_', '-')}`);
  const link = b.link ? { href: b.link, label: 'See your booking and its status' } : undefined;
  const body = noticeMail({ brand: b.brand, publicUrl: b.publicUrl, heading: `Your booking ${what}`, preheader: `${b.service} on ${b.date} at ${b.time}`, lines, rows, link });
  const subject = { confirmed: `Booking confirmed: ${b.service}, ${b.date} ${b.time}`, rescheduled: `Booking moved: ${b.service}, now ${b.date} ${b.time}`, cancelled: `Booking cancelled: ${b.service}, ${b.date} ${b.time}` }[b.change];
  return { subject, ...body };
}

/** A return request's new status for the customer (issue 16), with the shop's message. */
export function returnStatusMail(p: { brand: string; publicUrl: string; customerName: string; orderNumber: string; item: string | null; status: string; message: string | null; refund?: string | null }) {
  const label = p.status.charAt(0).toUpperCase() + p.status.slice(1);
  const lines = [`Hello ${p.customerName},`, `Your return request for order ${p.orderNumber}${p.item ? ` (${p.item})` : ''} is now: ${label}.`];
  if (p.refund) lines.push(`We refunded ${p.refund}.`);
  if (p.message) lines.push(`Message from us: ${p.message}`);
  lines.push('You can follow it on your Returns page. Questions? Reply to this e-mail or message us on WhatsApp.');
  const body = noticeMail({ brand: p.brand, publicUrl: p.publicUrl, heading: `Return request ${p.status}`, preheader: `Order ${p.orderNumber}: return ${p.status}`, lines });
  return { subject: `Your return for order ${p.orderNumber}: ${label}`, ...body };
}

/** The shop's reply to a contact-form message (issue 16), quoting what the sender wrote. */
export function contactReplyMail(p: { brand: string; publicUrl: string; name: string; text: string; original: string }) {
  const lines = [`Hello ${p.name},`, p.text, ...(p.original ? [`You wrote:\n${p.original}`] : [])];
  const body = noticeMail({ brand: p.brand, publicUrl: p.publicUrl, heading: `A reply from ${p.brand}`, preheader: p.text.slice(0, 90), lines });
  return { subject: `Re: your message to ${p.brand}`, ...body };
}
