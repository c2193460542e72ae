import { formatDate, formatMoney, formatTime, type Locale } from '@atelier/contracts';

/**
 * The words of the customer e-mails in each language ("e-mails go out in the customer's
 * language"). English is exactly what the shop sent before; Kinyarwanda and French say the same with
 * the shop's vocabulary (docs/decisions/109). Money and dates go through contracts/i18n/format.
 * Staff and team mails (new order, new booking, invitations) stay in English: the back office's
 * language is the web's concern.
 */
export interface MailTexts {
  /** `<html lang>` of the mail. */
  lang: Locale;
  hello: (name: string) => string;
  money: (rwf: number) => string;
  /** A booking's day as this language writes it (en keeps YYYY-MM-DD as before). */
  day: (date: string) => string;
  /** A booking's time, said to be Kigali's where the mail said so before. */
  time: (time: string) => string;
  kigaliTime: (time: string) => string;
  verify: {
    subject: (brand: string) => string;
    preheader: (code: string) => string;
    heading: string;
    enter: string;
    codeIs: (code: string) => string;
    enterText: string;
    expires: (minutes: number) => string;
  };
  reset: {
    subject: (brand: string) => string;
    preheader: (code: string) => string;
    heading: string;
    asked: string;
    enterCode: string;
    codeIs: (code: string) => string;
    orLink: string;
    button: string;
    expires: (minutes: number) => string;
  };
  newsletterConfirm: { subject: (brand: string) => string; preheader: string; heading: string; thanks: string; button: string; ignore: string; unsubscribe: string; confirmText: string };
  newsletterWelcome: {
    subject: (brand: string) => string;
    heading: string;
    welcome: string;
    store: string;
    gallery: string;
    storeText: string;
    galleryText: string;
    noLonger: string;
    unsubscribeAnyTime: string;
    unsubscribe: string;
    atAnyTime: string;
  };
  booking: {
    rows: { service: string; type: string; location: string; date: string; time: string; people: string; name: string; email: string; phone: string; notes: string };
    requestIntro: (name: string) => string;
    requestPreheader: (service: string, date: string, time: string) => string;
    requestHeading: string;
    requestSubject: (service: string, date: string, time: string) => string;
    confirmedPreheader: (service: string, date: string, time: string) => string;
    confirmedHeading: string;
    thanks: (name: string) => string;
    calendar: string;
    /** The label of the confirmation link to the booking's store page (docs/decisions/105). */
    seeLink: string;
    confirmedSubject: (service: string, date: string, time: string) => string;
    status: {
      heading: Record<'confirmed' | 'rescheduled' | 'cancelled', string>;
      confirmed: string;
      moved: (previous: string | undefined, date: string, time: string) => string;
      cancelled: (date: string, time: string, reason: string | null | undefined) => string;
      cancelledCalendar: string;
      status: (status: string) => string;
      subject: Record<'confirmed' | 'rescheduled' | 'cancelled', (service: string, date: string, time: string) => string>;
    };
  };
  order: {
    subject: (orderNumber: string) => string;
    preheader: (orderNumber: string, total: string) => string;
    heading: (name: string) => string;
    receivedHtml: (orderNumberHtml: string, whatsappHtml: string) => string;
    receivedText: (orderNumber: string, whatsapp: string) => string;
    subtotal: string;
    discount: string;
    shipping: string;
    free: string;
    total: string;
    deliveryTo: string;
    phone: string;
    view: string;
    howToPay: string;
    amountDue: (amount: string, reference: string) => string;
    momo: (code: string, dial: string) => string;
    airtel: (number: string) => string;
    payWithMomo: string;
    /** The pay link's button and text label (docs/decisions/128): the invoice online, without signing in. */
    payLink: string;
  };
  /** The pay link's e-mail, the updated invoice after an edit, and the WhatsApp message with the link (docs/decisions/128). */
  payLink: {
    subject: (orderNumber: string) => string;
    heading: (name: string) => string;
    intro: (orderNumber: string, total: string) => string;
    due: (amount: string) => string;
    paidInFull: string;
    updatedSubject: (orderNumber: string) => string;
    updatedHeading: (orderNumber: string) => string;
    updatedIntro: (orderNumber: string) => string;
    /** The WhatsApp message: greeting, order number, lines, total, balance due, link. */
    whatsappHello: (name: string) => string;
    whatsappOrder: (orderNumber: string) => string;
    whatsappTotal: (amount: string) => string;
    whatsappLink: string;
    thanks: string;
  };
  payment: {
    heading: (name: string) => string;
    preheader: (amount: string, orderNumber: string) => string;
    received: (amount: string, method: string, orderNumber: string) => string;
    paidAndDue: (paid: string, due: string) => string;
    paidInFull: string;
    subject: (orderNumber: string) => string;
  };
  cancelled: { heading: (orderNumber: string) => string; body: (orderNumber: string, reason: string) => string; refund: string; subject: (orderNumber: string) => string };
  returns: {
    statusLabel: (status: string) => string;
    now: (orderNumber: string, item: string | null, label: string) => string;
    message: (text: string) => string;
    refunded: (amount: string) => string;
    follow: string;
    heading: (status: string) => string;
    preheader: (orderNumber: string, status: string) => string;
    subject: (orderNumber: string, label: string) => string;
  };
  /** `thanks` names the shop's opening hours (its contact items, in the mail's language) when it has some. */
  contact: { heading: string; thanks: (name: string, hours: string | null) => string; yourMessage: string; noMessage: string };
  contactReply: { heading: (brand: string) => string; youWrote: (text: string) => string; subject: (brand: string) => string };
  /** The account's security notices (docs/decisions/123). `when` is `at(date, time)`, Kigali's clock. */
  security: {
    at: (date: string, time: string) => string;
    passwordChanged: { subject: (brand: string) => string; heading: string; body: (when: string) => string };
    passwordReset: { subject: (brand: string) => string; heading: string; body: (when: string) => string };
    /** "If this was not you" of the password notices, and the label of their link to /login. */
    resetIfNotYou: string;
    loginButton: string;
    emailChanged: { subject: (brand: string) => string; heading: string; body: (newEmail: string, when: string) => string; ifYou: string; notMe: (days: number) => string; button: string };
    deleted: { subject: (brand: string) => string; heading: string; body: (when: string) => string; notYou: string; thanks: string };
  };
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

const en: MailTexts = {
  lang: 'en',
  hello: (name) => `Hello ${name},`,
  money: (rwf) => formatMoney(rwf, 'en'),
  day: (date) => date,
  time: (time) => time,
  kigaliTime: (time) => `${time} (Kigali time)`,
  verify: {
    subject: (brand) => `Your ${brand} verification code`,
    preheader: (code) => `Your verification code is ${code}`,
    heading: 'Verify your e-mail address',
    enter: 'Enter this code on the verification page to activate your account:',
    codeIs: (code) => `Your verification code is: ${code}`,
    enterText: 'Enter it on the verification page to activate your account.',
    expires: (m) => `The code expires in ${m} minutes. If you did not create an account, you can ignore this e-mail.`,
  },
  reset: {
    subject: (brand) => `Reset your ${brand} password`,
    preheader: (code) => `Your password reset code is ${code}`,
    heading: 'Reset your password',
    asked: 'Someone asked to reset the password of your account.',
    enterCode: 'Enter this code on the login page:',
    codeIs: (code) => `Your code is: ${code}`,
    orLink: 'Or open this link to choose a new password:',
    button: 'Choose a new password',
    expires: (m) => `The code and the link expire in ${m} minutes. If you did not ask for this, ignore this e-mail: your password stays as it is.`,
  },
  newsletterConfirm: {
    subject: (brand) => `Confirm your ${brand} newsletter subscription`,
    preheader: 'One click to confirm your subscription',
    heading: 'Confirm your subscription',
    thanks: 'Thank you for subscribing to news from our studio: new drops, gallery openings and sessions.',
    button: 'Confirm my subscription',
    ignore: 'If you did not ask for this, ignore this e-mail and you will not hear from us.',
    unsubscribe: 'Unsubscribe',
    confirmText: 'Confirm your subscription',
  },
  newsletterWelcome: {
    subject: (brand) => `Welcome to the ${brand} newsletter`,
    heading: 'You are subscribed',
    welcome: 'Welcome! You will hear from us when new custom shoes, fashion pieces and artworks arrive.',
    store: 'Visit the store',
    gallery: 'See the gallery',
    storeText: 'Store',
    galleryText: 'Gallery',
    noLonger: 'No longer interested?',
    unsubscribe: 'Unsubscribe',
    atAnyTime: 'at any time.',
    unsubscribeAnyTime: 'Unsubscribe at any time',
  },
  booking: {
    rows: { service: 'Service', type: 'Type', location: 'Location', date: 'Date', time: 'Time', people: 'People', name: 'Name', email: 'Email', phone: 'Phone', notes: 'Notes' },
    requestIntro: (name) =>
      `Hello ${name}, thank you for your group request. Your group is larger than one session holds, so our team will contact you to confirm the date and time or suggest another. Nothing is booked until we confirm.`,
    requestPreheader: (s, d, t) => `Group request: ${s} on ${d} at ${t}`,
    requestHeading: 'We received your group request',
    requestSubject: (s, d, t) => `Group request received: ${s}, ${d} ${t}`,
    confirmedPreheader: (s, d, t) => `${s} on ${d} at ${t}`,
    confirmedHeading: 'Your booking is confirmed',
    thanks: (name) => `Hello ${name}, thank you for booking with us. We will contact you soon.`,
    calendar: 'The attached calendar file adds the session to your calendar.',
    seeLink: 'See your booking and its status',
    confirmedSubject: (s, d, t) => `Booking confirmed: ${s}, ${d} ${t}`,
    status: {
      heading: { confirmed: 'Your booking is confirmed', rescheduled: 'Your booking has moved', cancelled: 'Your booking is cancelled' },
      confirmed: 'We have confirmed your booking. The attached calendar file adds the session to your calendar.',
      moved: (previous, d, t) => `Your booking${previous ? ` of ${previous}` : ''} has moved to ${d} at ${t} (Kigali time). The attached calendar file updates the session in your calendar.`,
      cancelled: (d, t, reason) => `Your booking of ${d} at ${t} is cancelled.${reason ? ` Reason: ${reason}` : ''}`,
      cancelledCalendar: 'The attached calendar file removes the session from your calendar. Questions? Reply to this e-mail or message us on WhatsApp.',
      status: (status) => `Status: ${status.replace('_', '-')}`,
      subject: {
        confirmed: (s, d, t) => `Booking confirmed: ${s}, ${d} ${t}`,
        rescheduled: (s, d, t) => `Booking moved: ${s}, now ${d} ${t}`,
        cancelled: (s, d, t) => `Booking cancelled: ${s}, ${d} ${t}`,
      },
    },
  },
  order: {
    subject: (n) => `Order ${n} received`,
    preheader: (n, total) => `Order ${n}: ${total}`,
    heading: (name) => `Thank you for your order, ${name}`,
    receivedHtml: (n, w) => `We received order <strong>${n}</strong>. Payment status: <strong>pending payment</strong>. We will confirm the payment instructions on WhatsApp (+${w}).`,
    receivedText: (n, w) => `We received order ${n}. Payment status: pending payment. We will confirm the payment instructions on WhatsApp (+${w}).`,
    subtotal: 'Subtotal',
    discount: 'Discount',
    shipping: 'Shipping',
    free: 'Free',
    total: 'Total',
    deliveryTo: 'Delivery to',
    phone: 'Phone',
    view: 'View your order',
    howToPay: 'How to pay',
    amountDue: (a, ref) => `Amount due: ${a}. Use the order number ${ref} as the payment reference.`,
    momo: (code, dial) => `MTN MoMo Pay: merchant code ${code} (dial ${dial}).`,
    airtel: (n) => `Airtel Money: send to ${n}.`,
    payWithMomo: 'Pay with MoMo',
    payLink: 'See your invoice and pay',
  },
  payLink: {
    subject: (n) => `Your invoice for order ${n}`,
    heading: (name) => `Hello ${name}, here is your invoice`,
    intro: (n, total) => `Order ${n} comes to ${total}. Open the link to see the invoice and how to pay; you do not need an account.`,
    due: (a) => `Balance due: ${a}.`,
    paidInFull: 'It is paid in full. Thank you!',
    updatedSubject: (n) => `Order ${n} updated: your new invoice`,
    updatedHeading: (n) => `Order ${n} was updated`,
    updatedIntro: (n) => `We changed order ${n} as agreed. Here is the updated invoice.`,
    whatsappHello: (name) => `Hello ${name},`,
    whatsappOrder: (n) => `Here is your order ${n}:`,
    whatsappTotal: (a) => `Total: ${a}`,
    whatsappLink: 'See your invoice and pay here:',
    thanks: 'Thank you!',
  },
  payment: {
    heading: (name) => `Payment received, thank you ${name}`,
    preheader: (a, n) => `We received ${a} for order ${n}`,
    received: (a, m, n) => `We received ${a} by ${m} for order ${n}.`,
    paidAndDue: (p, d) => `Paid ${p} · Balance due ${d}.`,
    paidInFull: 'Your order is paid in full.',
    subject: (n) => `Payment received for order ${n}`,
  },
  cancelled: {
    heading: (n) => `Order ${n} is cancelled`,
    body: (n, reason) => `Your order ${n} has been cancelled. Reason: ${reason}`,
    refund: 'If you have paid for it, we will contact you about the refund. Questions? Reply to this e-mail or message us on WhatsApp.',
    subject: (n) => `Order ${n} cancelled`,
  },
  returns: {
    statusLabel: capital,
    now: (n, item, label) => `Your return request for order ${n}${item ? ` (${item})` : ''} is now: ${label}.`,
    message: (text) => `Message from us: ${text}`,
    refunded: (amount) => `We refunded ${amount}.`,
    follow: 'You can follow it on your Returns page. Questions? Reply to this e-mail or message us on WhatsApp.',
    heading: (status) => `Return request ${status}`,
    preheader: (n, status) => `Order ${n}: return ${status}`,
    subject: (n, label) => `Your return for order ${n}: ${label}`,
  },
  contact: {
    heading: 'We received your message',
    thanks: (name, hours) => `Hello ${name}, thank you for writing to us. We reply within one working day${hours ? ` (${hours})` : ''}.`,
    yourMessage: 'Your message:',
    noMessage: '(no message)',
  },
  contactReply: {
    heading: (brand) => `A reply from ${brand}`,
    youWrote: (text) => `You wrote:\n${text}`,
    subject: (brand) => `Re: your message to ${brand}`,
  },
  security: {
    at: (date, time) => `${formatDate(date, 'en', { weekday: false })} at ${time} (Kigali time)`,
    passwordChanged: {
      subject: (brand) => `Your ${brand} password was changed`,
      heading: 'Your password was changed',
      body: (when) => `The password of your account was changed on ${when}. Every other device was signed out.`,
    },
    passwordReset: {
      // Not 'reset' in the subject: that word names the mail carrying the code (e2e/accounts.spec.ts reads it so).
      subject: (brand) => `A new password was set for your ${brand} account`,
      heading: 'Your password was reset',
      body: (when) => `The password of your account was reset on ${when}, with a code or link sent to this address. Every device was signed out.`,
    },
    resetIfNotYou: 'If this was not you, choose a new password now with "Forgot password?" on the login page, and reply to this e-mail so we can help.',
    loginButton: 'Go to the login page',
    emailChanged: {
      subject: (brand) => `The e-mail of your ${brand} account was changed`,
      heading: 'Your sign-in e-mail was changed',
      body: (newEmail, when) => `On ${when} the sign-in e-mail of your account was changed from this address to ${newEmail}. Our e-mails go there from now on.`,
      ifYou: 'If this was you, there is nothing to do.',
      notMe: (days) => `If this was not you, open the link below within ${days} days: it puts this address back, signs out every device and lets you choose a new password.`,
      button: 'This was not me',
    },
    deleted: {
      subject: (brand) => `Your ${brand} account was deleted`,
      heading: 'Your account was deleted',
      body: (when) => `Your account was deleted on ${when}, with its profile, addresses, cart and wishlist. Your orders are kept without your name, for our accounts.`,
      notYou: 'If you did not delete it, reply to this e-mail at once.',
      thanks: 'Thank you for shopping with us.',
    },
  },
};

const RW_BOOKING_STATUS: Record<string, string> = { requested: 'yasabwe', confirmed: 'yemejwe', cancelled: 'yahagaritswe', attended: 'yitabiriwe', no_show: 'ntiyitabiriwe' };
const FR_BOOKING_STATUS: Record<string, string> = { requested: 'demandée', confirmed: 'confirmée', cancelled: 'annulée', attended: 'honorée', no_show: 'absence' };
const RW_RETURN_STATUS: Record<string, string> = {
  pending: 'Kiracyasuzumwa',
  approved: 'Cyemewe',
  declined: 'Cyanzwe',
  received: 'Igicuruzwa cyakiriwe',
  refunded: 'Amafaranga yasubijwe',
  exchanged: 'Cyasimbujwe',
};
const FR_RETURN_STATUS: Record<string, string> = { pending: 'En attente', approved: 'Acceptée', declined: 'Refusée', received: 'Article reçu', refunded: 'Remboursée', exchanged: 'Échangée' };

const rw: MailTexts = {
  lang: 'rw',
  hello: (name) => `Muraho ${name},`,
  money: (rwf) => formatMoney(rwf, 'rw'),
  day: (date) => formatDate(date, 'rw'),
  time: (time) => formatTime(time, 'rw'),
  kigaliTime: (time) => `${formatTime(time, 'rw')} (isaha y’i Kigali)`,
  verify: {
    subject: (brand) => `Kode yawe yo kwemeza konti ya ${brand}`,
    preheader: (code) => `Kode yawe yo kwemeza ni ${code}`,
    heading: 'Emeza aderesi ya imeri yawe',
    enter: 'Andika iyi kode ku ipaji yo kwemeza kugira ngo ukoreshe konti yawe:',
    codeIs: (code) => `Kode yawe yo kwemeza ni: ${code}`,
    enterText: 'Yandike ku ipaji yo kwemeza kugira ngo ukoreshe konti yawe.',
    expires: (m) => `Iyi kode izata agaciro mu minota ${m}. Niba utafunguye konti, wirengagize iyi imeri.`,
  },
  reset: {
    subject: (brand) => `Hindura ijambobanga rya konti yawe ya ${brand}`,
    preheader: (code) => `Kode yo guhindura ijambobanga ni ${code}`,
    heading: 'Hindura ijambobanga ryawe',
    asked: 'Hari uwasabye guhindura ijambobanga rya konti yawe.',
    enterCode: 'Andika iyi kode ku ipaji yo kwinjira:',
    codeIs: (code) => `Kode yawe ni: ${code}`,
    orLink: 'Cyangwa ufungure iri huza uhitemo ijambobanga rishya:',
    button: 'Hitamo ijambobanga rishya',
    expires: (m) => `Kode n’iri huza bizata agaciro mu minota ${m}. Niba atari wowe wabisabye, wirengagize iyi imeri: ijambobanga ryawe ntirihinduka.`,
  },
  newsletterConfirm: {
    subject: (brand) => `Emeza kwiyandikisha ku makuru ya ${brand}`,
    preheader: 'Kanda rimwe wemeze kwiyandikisha',
    heading: 'Emeza kwiyandikisha kwawe',
    thanks: 'Murakoze kwiyandikisha ku makuru ya sitidiyo yacu: ibicuruzwa bishya, imurikabikorwa n’amasomo.',
    button: 'Emeza kwiyandikisha',
    ignore: 'Niba atari wowe wabisabye, wirengagize iyi imeri kandi ntituzongera kukwandikira.',
    unsubscribe: 'Kwiyandukuza',
    confirmText: 'Emeza kwiyandikisha kwawe',
  },
  newsletterWelcome: {
    subject: (brand) => `Murakaza neza ku makuru ya ${brand}`,
    heading: 'Wiyandikishije',
    welcome: 'Murakaza neza! Tuzakumenyesha igihe inkweto, imyambaro n’ibihangano bishya bizaba bihageze.',
    store: 'Sura iduka',
    gallery: 'Reba imurikabikorwa',
    storeText: 'Iduka',
    galleryText: 'Imurikabikorwa',
    noLonger: 'Ntukibishaka?',
    unsubscribe: 'Iyandukuze',
    atAnyTime: 'igihe icyo ari cyo cyose.',
    unsubscribeAnyTime: 'Iyandukuze igihe icyo ari cyo cyose',
  },
  booking: {
    rows: { service: 'Serivisi', type: 'Ubwoko', location: 'Aho bizabera', date: 'Itariki', time: 'Isaha', people: 'Abantu', name: 'Izina', email: 'Imeri', phone: 'Telefoni', notes: 'Icyitonderwa' },
    requestIntro: (name) =>
      `Muraho ${name}, murakoze ku cyifuzo cy’itsinda ryanyu. Itsinda ryanyu riruta umubare w’abakwirwa mu gihe kimwe, bityo itsinda ryacu rizabavugisha ryemeze itariki n’isaha cyangwa ribasabe ikindi gihe. Nta gahunda ifatwa tutaremeza.`,
    requestPreheader: (s, d, t) => `Icyifuzo cy’itsinda: ${s} ${d}, ${t}`,
    requestHeading: 'Twakiriye icyifuzo cy’itsinda ryanyu',
    requestSubject: (s, d, t) => `Twakiriye icyifuzo cy’itsinda: ${s}, ${d}, ${t}`,
    confirmedPreheader: (s, d, t) => `${s} ${d}, ${t}`,
    confirmedHeading: 'Gahunda yawe yemejwe',
    thanks: (name) => `Muraho ${name}, murakoze gufata igihe natwe. Tuzabavugisha vuba.`,
    calendar: 'Idosiye ya kalendari iri kuri iyi imeri yongera iyi gahunda kuri kalendari yawe.',
    seeLink: 'Reba gahunda yawe n’aho igeze',
    confirmedSubject: (s, d, t) => `Gahunda yemejwe: ${s}, ${d}, ${t}`,
    status: {
      heading: { confirmed: 'Gahunda yawe yemejwe', rescheduled: 'Gahunda yawe yimuwe', cancelled: 'Gahunda yawe yahagaritswe' },
      confirmed: 'Twemeje gahunda yawe. Idosiye ya kalendari iri kuri iyi imeri yongera iyi gahunda kuri kalendari yawe.',
      moved: (previous, d, t) =>
        `Gahunda yawe${previous ? ` yo ku wa ${previous}` : ''} yimuriwe ${d}, ${t} (isaha y’i Kigali). Idosiye ya kalendari iri kuri iyi imeri ivugurura iyi gahunda kuri kalendari yawe.`,
      cancelled: (d, t, reason) => `Gahunda yawe yo ${d}, ${t} yahagaritswe.${reason ? ` Impamvu: ${reason}` : ''}`,
      cancelledCalendar: 'Idosiye ya kalendari iri kuri iyi imeri ikura iyi gahunda kuri kalendari yawe. Ufite ikibazo? Subiza iyi imeri cyangwa utwandikire kuri WhatsApp.',
      status: (status) => `Uko ihagaze: ${RW_BOOKING_STATUS[status] ?? status}`,
      subject: {
        confirmed: (s, d, t) => `Gahunda yemejwe: ${s}, ${d}, ${t}`,
        rescheduled: (s, d, t) => `Gahunda yimuwe: ${s}, ubu ni ${d}, ${t}`,
        cancelled: (s, d, t) => `Gahunda yahagaritswe: ${s}, ${d}, ${t}`,
      },
    },
  },
  order: {
    subject: (n) => `Komande ${n} yakiriwe`,
    preheader: (n, total) => `Komande ${n}: ${total}`,
    heading: (name) => `Murakoze ku komande yanyu, ${name}`,
    receivedHtml: (n, w) => `Twakiriye komande <strong>${n}</strong>. Uko kwishyura bihagaze: <strong>itegereje kwishyurwa</strong>. Tuzabemereza uko mwishyura kuri WhatsApp (+${w}).`,
    receivedText: (n, w) => `Twakiriye komande ${n}. Uko kwishyura bihagaze: itegereje kwishyurwa. Tuzabemereza uko mwishyura kuri WhatsApp (+${w}).`,
    subtotal: 'Igiteranyo gito',
    discount: 'Igabanywa',
    shipping: 'Kugeza ku muguzi',
    free: 'Ni ubuntu',
    total: 'Igiteranyo',
    deliveryTo: 'Bizagezwa',
    phone: 'Telefoni',
    view: 'Reba komande yawe',
    howToPay: 'Uko mwishyura',
    amountDue: (a, ref) => `Amafaranga yo kwishyura: ${a}. Koresha nimero ya komande ${ref} nk’impamvu yo kwishyura.`,
    momo: (code, dial) => `MTN MoMo Pay: kode y’umucuruzi ${code} (kanda ${dial}).`,
    airtel: (n) => `Airtel Money: ohereza kuri ${n}.`,
    payWithMomo: 'Ishyura na MoMo',
    payLink: 'Reba inyemezabuguzi yawe kandi wishyure',
  },
  payLink: {
    subject: (n) => `Inyemezabuguzi ya komande ${n}`,
    heading: (name) => `Muraho ${name}, dore inyemezabuguzi yawe`,
    intro: (n, total) => `Komande ${n} igura ${total}. Fungura ihuza urebe inyemezabuguzi n’uko wishyura; ntukeneye konti.`,
    due: (a) => `Asigaye kwishyurwa: ${a}.`,
    paidInFull: 'Yishyuwe yose. Murakoze!',
    updatedSubject: (n) => `Komande ${n} yahinduwe: inyemezabuguzi nshya`,
    updatedHeading: (n) => `Komande ${n} yahinduwe`,
    updatedIntro: (n) => `Twahinduye komande ${n} nk’uko twabyumvikanye. Dore inyemezabuguzi nshya.`,
    whatsappHello: (name) => `Muraho ${name},`,
    whatsappOrder: (n) => `Dore komande yawe ${n}:`,
    whatsappTotal: (a) => `Igiteranyo: ${a}`,
    whatsappLink: 'Reba inyemezabuguzi yawe kandi wishyure hano:',
    thanks: 'Murakoze!',
  },
  payment: {
    heading: (name) => `Twakiriye ubwishyu, murakoze ${name}`,
    preheader: (a, n) => `Twakiriye ${a} kuri komande ${n}`,
    received: (a, m, n) => `Twakiriye ${a} binyuze kuri ${m} kuri komande ${n}.`,
    paidAndDue: (p, d) => `Byishyuwe ${p} · Asigaye kwishyurwa ${d}.`,
    paidInFull: 'Komande yawe yishyuwe yose.',
    subject: (n) => `Twakiriye ubwishyu bwa komande ${n}`,
  },
  cancelled: {
    heading: (n) => `Komande ${n} yahagaritswe`,
    body: (n, reason) => `Komande yawe ${n} yahagaritswe. Impamvu: ${reason}`,
    refund: 'Niba warayishyuye, tuzakuvugisha ku bijyanye no gusubizwa amafaranga. Ufite ikibazo? Subiza iyi imeri cyangwa utwandikire kuri WhatsApp.',
    subject: (n) => `Komande ${n} yahagaritswe`,
  },
  returns: {
    statusLabel: (status) => RW_RETURN_STATUS[status] ?? capital(status),
    now: (n, item, label) => `Icyifuzo cyawe cyo gusubiza igicuruzwa cya komande ${n}${item ? ` (${item})` : ''} ubu gihagaze gitya: ${label}.`,
    message: (text) => `Ubutumwa bwacu: ${text}`,
    refunded: (amount) => `Twagusubije ${amount}.`,
    follow: 'Ushobora kugikurikirana ku ipaji yawe yo Gusubiza ibicuruzwa. Ufite ikibazo? Subiza iyi imeri cyangwa utwandikire kuri WhatsApp.',
    heading: (status) => `Icyifuzo cyo gusubiza igicuruzwa: ${RW_RETURN_STATUS[status] ?? status}`,
    preheader: (n, status) => `Komande ${n}: gusubiza igicuruzwa, ${RW_RETURN_STATUS[status] ?? status}`,
    subject: (n, label) => `Gusubiza igicuruzwa cya komande ${n}: ${label}`,
  },
  contact: {
    heading: 'Twakiriye ubutumwa bwawe',
    thanks: (name, hours) => `Muraho ${name}, murakoze kutwandikira. Dusubiza mu munsi umwe w’akazi${hours ? ` (${hours})` : ''}.`,
    yourMessage: 'Ubutumwa bwawe:',
    noMessage: '(nta butumwa)',
  },
  contactReply: {
    heading: (brand) => `Igisubizo cya ${brand}`,
    youWrote: (text) => `Wanditse:\n${text}`,
    subject: (brand) => `Igisubizo ku butumwa wandikiye ${brand}`,
  },
  security: {
    at: (date, time) => `${formatDate(date, 'rw', { weekday: false })}, saa ${formatTime(time, 'rw')} (isaha y’i Kigali)`,
    passwordChanged: {
      subject: (brand) => `Ijambobanga rya konti yawe ya ${brand} ryahinduwe`,
      heading: 'Ijambobanga ryawe ryahinduwe',
      body: (when) => `Ijambobanga rya konti yawe ryahinduwe ku itariki ya ${when}. Ibindi bikoresho byose byasohowe muri konti.`,
    },
    passwordReset: {
      subject: (brand) => `Ijambobanga rya konti yawe ya ${brand} ryasubiwemo`,
      heading: 'Ijambobanga ryawe ryasubiwemo',
      body: (when) => `Ijambobanga rya konti yawe ryasubiwemo ku itariki ya ${when}, hakoreshejwe kode cyangwa ihuza ryoherejwe kuri iyi aderesi. Ibikoresho byose byasohowe muri konti.`,
    },
    resetIfNotYou: 'Niba atari wowe wabikoze, hitamo ijambobanga rishya ubu ukoresheje "Wibagiwe ijambobanga?" ku rupapuro rwo kwinjira, kandi usubize iyi meri kugira ngo tugufashe.',
    loginButton: 'Jya ku rupapuro rwo kwinjira',
    emailChanged: {
      subject: (brand) => `Imeri ya konti yawe ya ${brand} yahinduwe`,
      heading: 'Imeri ukoresha winjira yahinduwe',
      body: (newEmail, when) => `Ku itariki ya ${when}, imeri ukoresha winjira muri konti yawe yavuye kuri iyi aderesi ishyirwa kuri ${newEmail}. Guhera ubu ni ho imeri zacu zijya.`,
      ifYou: 'Niba ari wowe wabikoze, nta kindi ukeneye gukora.',
      notMe: (days) => `Niba atari wowe, fungura ihuza riri hasi mu minsi ${days}: rigarura iyi aderesi, risohora ibikoresho byose muri konti kandi rikwemerera guhitamo ijambobanga rishya.`,
      button: 'Si njye wabikoze',
    },
    deleted: {
      subject: (brand) => `Konti yawe ya ${brand} yasibwe`,
      heading: 'Konti yawe yasibwe',
      body: (when) => `Konti yawe yasibwe ku itariki ya ${when}, hamwe n’umwirondoro wayo, aderesi, igitebo n’urutonde rw’ibyifuzo. Komande zawe zirabikwa nta zina ryawe, ku bw’ibaruramari ryacu.`,
      notYou: 'Niba atari wowe wayisibye, subiza iyi meri ako kanya.',
      thanks: 'Urakoze guhahira iwacu.',
    },
  },
};

const fr: MailTexts = {
  lang: 'fr',
  hello: (name) => `Bonjour ${name},`,
  money: (rwf) => formatMoney(rwf, 'fr'),
  day: (date) => formatDate(date, 'fr'),
  time: (time) => formatTime(time, 'fr'),
  kigaliTime: (time) => `${formatTime(time, 'fr')} (heure de Kigali)`,
  verify: {
    subject: (brand) => `Votre code de vérification ${brand}`,
    preheader: (code) => `Votre code de vérification est ${code}`,
    heading: 'Vérifiez votre adresse e-mail',
    enter: 'Saisissez ce code sur la page de vérification pour activer votre compte :',
    codeIs: (code) => `Votre code de vérification : ${code}`,
    enterText: 'Saisissez-le sur la page de vérification pour activer votre compte.',
    expires: (m) => `Le code expire dans ${m} minutes. Si vous n’avez pas créé de compte, ignorez cet e-mail.`,
  },
  reset: {
    subject: (brand) => `Réinitialisez votre mot de passe ${brand}`,
    preheader: (code) => `Votre code de réinitialisation est ${code}`,
    heading: 'Réinitialisez votre mot de passe',
    asked: 'Quelqu’un a demandé à réinitialiser le mot de passe de votre compte.',
    enterCode: 'Saisissez ce code sur la page de connexion :',
    codeIs: (code) => `Votre code : ${code}`,
    orLink: 'Ou ouvrez ce lien pour choisir un nouveau mot de passe :',
    button: 'Choisir un nouveau mot de passe',
    expires: (m) => `Le code et le lien expirent dans ${m} minutes. Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail : votre mot de passe reste inchangé.`,
  },
  newsletterConfirm: {
    subject: (brand) => `Confirmez votre inscription à la newsletter ${brand}`,
    preheader: 'Un clic pour confirmer votre inscription',
    heading: 'Confirmez votre inscription',
    thanks: 'Merci de vous être inscrit aux nouvelles de notre atelier : nouveautés, vernissages et séances.',
    button: 'Confirmer mon inscription',
    ignore: 'Si vous n’avez rien demandé, ignorez cet e-mail : vous n’aurez plus de nouvelles de nous.',
    unsubscribe: 'Se désinscrire',
    confirmText: 'Confirmez votre inscription',
  },
  newsletterWelcome: {
    subject: (brand) => `Bienvenue dans la newsletter ${brand}`,
    heading: 'Vous êtes inscrit',
    welcome: 'Bienvenue ! Nous vous écrirons à l’arrivée de nouvelles chaussures sur mesure, pièces de mode et œuvres.',
    store: 'Visiter la boutique',
    gallery: 'Voir la galerie',
    storeText: 'Boutique',
    galleryText: 'Galerie',
    noLonger: 'Plus intéressé ?',
    unsubscribe: 'Désinscrivez-vous',
    atAnyTime: 'à tout moment.',
    unsubscribeAnyTime: 'Se désinscrire à tout moment',
  },
  booking: {
    rows: { service: 'Service', type: 'Type', location: 'Lieu', date: 'Date', time: 'Heure', people: 'Personnes', name: 'Nom', email: 'E-mail', phone: 'Téléphone', notes: 'Remarques' },
    requestIntro: (name) =>
      `Bonjour ${name}, merci pour votre demande de groupe. Votre groupe dépasse la capacité d’une séance : notre équipe vous contactera pour confirmer la date et l’heure ou vous en proposer d’autres. Rien n’est réservé avant notre confirmation.`,
    requestPreheader: (s, d, t) => `Demande de groupe : ${s} le ${d} à ${t}`,
    requestHeading: 'Nous avons reçu votre demande de groupe',
    requestSubject: (s, d, t) => `Demande de groupe reçue : ${s}, ${d} à ${t}`,
    confirmedPreheader: (s, d, t) => `${s} le ${d} à ${t}`,
    confirmedHeading: 'Votre réservation est confirmée',
    thanks: (name) => `Bonjour ${name}, merci pour votre réservation. Nous vous contacterons bientôt.`,
    calendar: 'Le fichier de calendrier joint ajoute la séance à votre agenda.',
    seeLink: 'Voir votre réservation et son statut',
    confirmedSubject: (s, d, t) => `Réservation confirmée : ${s}, ${d} à ${t}`,
    status: {
      heading: { confirmed: 'Votre réservation est confirmée', rescheduled: 'Votre réservation a été déplacée', cancelled: 'Votre réservation est annulée' },
      confirmed: 'Nous avons confirmé votre réservation. Le fichier de calendrier joint ajoute la séance à votre agenda.',
      moved: (previous, d, t) =>
        `Votre réservation${previous ? ` du ${previous}` : ''} est déplacée au ${d} à ${t} (heure de Kigali). Le fichier de calendrier joint met la séance à jour dans votre agenda.`,
      cancelled: (d, t, reason) => `Votre réservation du ${d} à ${t} est annulée.${reason ? ` Motif : ${reason}` : ''}`,
      cancelledCalendar: 'Le fichier de calendrier joint retire la séance de votre agenda. Des questions ? Répondez à cet e-mail ou écrivez-nous sur WhatsApp.',
      status: (status) => `Statut : ${FR_BOOKING_STATUS[status] ?? status}`,
      subject: {
        confirmed: (s, d, t) => `Réservation confirmée : ${s}, ${d} à ${t}`,
        rescheduled: (s, d, t) => `Réservation déplacée : ${s}, désormais le ${d} à ${t}`,
        cancelled: (s, d, t) => `Réservation annulée : ${s}, ${d} à ${t}`,
      },
    },
  },
  order: {
    subject: (n) => `Commande ${n} reçue`,
    preheader: (n, total) => `Commande ${n} : ${total}`,
    heading: (name) => `Merci pour votre commande, ${name}`,
    receivedHtml: (n, w) =>
      `Nous avons reçu la commande <strong>${n}</strong>. État du paiement : <strong>en attente de paiement</strong>. Nous vous confirmerons les instructions de paiement sur WhatsApp (+${w}).`,
    receivedText: (n, w) => `Nous avons reçu la commande ${n}. État du paiement : en attente de paiement. Nous vous confirmerons les instructions de paiement sur WhatsApp (+${w}).`,
    subtotal: 'Sous-total',
    discount: 'Remise',
    shipping: 'Livraison',
    free: 'Offerte',
    total: 'Total',
    deliveryTo: 'Livraison à',
    phone: 'Téléphone',
    view: 'Voir votre commande',
    howToPay: 'Comment payer',
    amountDue: (a, ref) => `Montant dû : ${a}. Indiquez le numéro de commande ${ref} comme référence de paiement.`,
    momo: (code, dial) => `MTN MoMo Pay : code marchand ${code} (composez ${dial}).`,
    airtel: (n) => `Airtel Money : envoyez au ${n}.`,
    payWithMomo: 'Payer avec MoMo',
    payLink: 'Voir votre facture et payer',
  },
  payLink: {
    subject: (n) => `Votre facture pour la commande ${n}`,
    heading: (name) => `Bonjour ${name}, voici votre facture`,
    intro: (n, total) => `La commande ${n} s’élève à ${total}. Ouvrez le lien pour voir la facture et comment payer ; aucun compte n’est nécessaire.`,
    due: (a) => `Solde dû : ${a}.`,
    paidInFull: 'Elle est entièrement payée. Merci !',
    updatedSubject: (n) => `Commande ${n} modifiée : votre nouvelle facture`,
    updatedHeading: (n) => `La commande ${n} a été modifiée`,
    updatedIntro: (n) => `Nous avons modifié la commande ${n} comme convenu. Voici la facture à jour.`,
    whatsappHello: (name) => `Bonjour ${name},`,
    whatsappOrder: (n) => `Voici votre commande ${n} :`,
    whatsappTotal: (a) => `Total : ${a}`,
    whatsappLink: 'Voir votre facture et payer ici :',
    thanks: 'Merci !',
  },
  payment: {
    heading: (name) => `Paiement reçu, merci ${name}`,
    preheader: (a, n) => `Nous avons reçu ${a} pour la commande ${n}`,
    received: (a, m, n) => `Nous avons reçu ${a} par ${m} pour la commande ${n}.`,
    paidAndDue: (p, d) => `Payé ${p} · Solde dû ${d}.`,
    paidInFull: 'Votre commande est entièrement payée.',
    subject: (n) => `Paiement reçu pour la commande ${n}`,
  },
  cancelled: {
    heading: (n) => `La commande ${n} est annulée`,
    body: (n, reason) => `Votre commande ${n} a été annulée. Motif : ${reason}`,
    refund: 'Si vous l’avez payée, nous vous contacterons pour le remboursement. Des questions ? Répondez à cet e-mail ou écrivez-nous sur WhatsApp.',
    subject: (n) => `Commande ${n} annulée`,
  },
  returns: {
    statusLabel: (status) => FR_RETURN_STATUS[status] ?? capital(status),
    now: (n, item, label) => `Votre demande de retour pour la commande ${n}${item ? ` (${item})` : ''} est désormais : ${label}.`,
    message: (text) => `Notre message : ${text}`,
    refunded: (amount) => `Nous vous avons remboursé ${amount}.`,
    follow: 'Vous pouvez la suivre sur votre page Retours. Des questions ? Répondez à cet e-mail ou écrivez-nous sur WhatsApp.',
    heading: (status) => `Demande de retour : ${(FR_RETURN_STATUS[status] ?? status).toLowerCase()}`,
    preheader: (n, status) => `Commande ${n} : retour ${(FR_RETURN_STATUS[status] ?? status).toLowerCase()}`,
    subject: (n, label) => `Votre retour pour la commande ${n} : ${label}`,
  },
  contact: {
    heading: 'Nous avons reçu votre message',
    thanks: (name, hours) => `Bonjour ${name}, merci de nous avoir écrit. Nous répondons sous un jour ouvré${hours ? ` (${hours})` : ''}.`,
    yourMessage: 'Votre message :',
    noMessage: '(aucun message)',
  },
  contactReply: {
    heading: (brand) => `Une réponse de ${brand}`,
    youWrote: (text) => `Vous avez écrit :\n${text}`,
    subject: (brand) => `Re : votre message à ${brand}`,
  },
  security: {
    at: (date, time) => `${formatDate(date, 'fr', { weekday: false })} à ${formatTime(time, 'fr')} (heure de Kigali)`,
    passwordChanged: {
      subject: (brand) => `Le mot de passe de votre compte ${brand} a été modifié`,
      heading: 'Votre mot de passe a été modifié',
      body: (when) => `Le mot de passe de votre compte a été modifié le ${when}. Tous vos autres appareils ont été déconnectés.`,
    },
    passwordReset: {
      subject: (brand) => `Le mot de passe de votre compte ${brand} a été réinitialisé`,
      heading: 'Votre mot de passe a été réinitialisé',
      body: (when) => `Le mot de passe de votre compte a été réinitialisé le ${when}, avec un code ou un lien envoyé à cette adresse. Tous vos appareils ont été déconnectés.`,
    },
    resetIfNotYou:
      'Si ce n’était pas vous, choisissez dès maintenant un nouveau mot de passe avec « Mot de passe oublié ? » sur la page de connexion, et répondez à cet e-mail pour que nous puissions vous aider.',
    loginButton: 'Aller à la page de connexion',
    emailChanged: {
      subject: (brand) => `L’adresse e-mail de votre compte ${brand} a été modifiée`,
      heading: 'Votre adresse e-mail de connexion a été modifiée',
      body: (newEmail, when) => `Le ${when}, l’adresse e-mail de connexion de votre compte est passée de cette adresse à ${newEmail}. Nos e-mails y sont désormais envoyés.`,
      ifYou: 'Si c’était vous, vous n’avez rien à faire.',
      notMe: (days) =>
        `Si ce n’était pas vous, ouvrez le lien ci-dessous dans les ${days} jours : il rétablit cette adresse, déconnecte tous les appareils et vous permet de choisir un nouveau mot de passe.`,
      button: 'Ce n’était pas moi',
    },
    deleted: {
      subject: (brand) => `Votre compte ${brand} a été supprimé`,
      heading: 'Votre compte a été supprimé',
      body: (when) => `Votre compte a été supprimé le ${when}, avec son profil, ses adresses, son panier et sa liste d’envies. Vos commandes sont conservées sans votre nom, pour notre comptabilité.`,
      notYou: 'Si vous ne l’avez pas supprimé, répondez tout de suite à cet e-mail.',
      thanks: 'Merci d’avoir fait vos achats chez nous.',
    },
  },
};

/** The customer-mail texts of `locale` (English when none is given). */
export function mailTexts(locale: Locale = 'en'): MailTexts {
  return locale === 'rw' ? rw : locale === 'fr' ? fr : en;
}
