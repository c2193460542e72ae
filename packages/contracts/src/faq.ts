/**
 * The FAQ page's 16 built-in questions (spec 01 §2 FAQ), written from the facts of spec 01 §9. Shared
 * by /faq and the chat assistant's local answerer.
 */
export const FAQ_CATEGORIES = ['all', 'account', 'orders', 'shipping', 'returns', 'payment', 'general'] as const;
export type FaqCategory = (typeof FAQ_CATEGORIES)[number];

export interface FaqEntry {
  id: number;
  category: Exclude<FaqCategory, 'all'>;
  question: string;
  answer: string;
}

export const FAQ_ENTRIES: readonly FaqEntry[] = [
  {
    id: 1,
    category: 'account',
    question: 'How do I create an account?',
    answer: 'Choose Log in, then Register. Enter your name, email, phone and a password of at least 6 characters. We email you a 6-digit code to verify your address.',
  },
  {
    id: 2,
    category: 'account',
    question: 'I did not receive my verification code. What can I do?',
    answer: 'Check your spam folder, then use Resend on the verification page after the 60-second countdown. Codes expire after 10 minutes.',
  },
  {
    id: 3,
    category: 'account',
    question: 'How do I reset my password?',
    answer: 'On the login page choose Forgot password, enter your email, and type the 6-digit code we send you (valid for 10 minutes), or open the link in the email. Then choose a new password.',
  },
  {
    id: 4,
    category: 'orders',
    question: 'Can I change or cancel my order?',
    answer: 'Yes, orders can be modified or cancelled within 24 hours of placing them. Message us on WhatsApp with your order number.',
  },
  {
    id: 5,
    category: 'orders',
    question: 'How do I place an order?',
    answer: 'Add items to your cart, go to checkout, fill in your details and choose BUY DIRECT. Your order is saved and opened in WhatsApp with its order number so we can confirm it with you.',
  },
  {
    id: 6,
    category: 'orders',
    question: 'Can I order custom shoes with my own design?',
    answer: 'Yes. Custom sneakers are painted to order in our Kigali studio. Tell us your idea in the order message or book a design session.',
  },
  {
    id: 7,
    category: 'shipping',
    question: 'How long does shipping take?',
    answer: 'Standard shipping takes 5-7 business days, express 2-3 business days, and international orders 7-14 business days.',
  },
  { id: 8, category: 'shipping', question: 'Is shipping free?', answer: 'Domestic shipping is free on orders over $50. Delivery within Kigali is free.' },
  { id: 9, category: 'shipping', question: 'Do you ship internationally?', answer: 'Yes, we ship worldwide. International delivery takes 7-14 business days.' },
  {
    id: 10,
    category: 'returns',
    question: 'What is your return policy?',
    answer: 'You can return items within 30 days in their original condition. Refunds are issued within 5-7 business days after we receive the item.',
  },
  {
    id: 11,
    category: 'returns',
    question: 'Can I return custom-made items?',
    answer: 'Custom-painted items can be returned only if they arrive damaged or differ from what we agreed. Contact us within 30 days.',
  },
  { id: 12, category: 'payment', question: 'Which payment methods do you accept?', answer: 'We confirm every order on WhatsApp and accept mobile money (MTN MoMo, Airtel Money) and bank transfer.' },
  {
    id: 13,
    category: 'payment',
    question: 'Is it safe to order on this site?',
    answer: 'Yes. We never ask for card details on the site: your order is saved securely and payment is agreed with you directly.',
  },
  { id: 14, category: 'payment', question: 'Do you have discount codes?', answer: 'Yes, from time to time. Enter a coupon code at checkout to see your discount before you order.' },
  { id: 15, category: 'general', question: 'What are your support hours?', answer: 'Our support team is available Monday to Friday 9AM-6PM and Saturday 10AM-4PM.' },
  { id: 16, category: 'general', question: 'Can I book a painting or dance session?', answer: 'Yes. Go to Services and choose Book Now to pick a date and time for your group.' },
];

/**
 * The 16 entries in Kinyarwanda and French, by id: the same texts as the store's /faq page shows
 * (apps/web/src/locales/{rw,fr}/messages.po, checked by faq.test.ts), so the chat assistant's local
 * answerer can read and answer them in the request's language (docs/decisions/121).
 */
export const FAQ_TRANSLATIONS: Readonly<Record<'rw' | 'fr', Readonly<Record<number, { question: string; answer: string }>>>> = {
  rw: {
    1: {
      question: 'Nafungura konti nte?',
      answer:
        "Kanda Injira, hanyuma Iyandikishe. Andika izina ryawe, imeyili, telefoni n'ijambobanga rifite nibura inyuguti 6. Tukoherereza kode y'imibare 6 kuri imeyili kugira ngo wemeze aderesi yawe.",
    },
    2: {
      question: 'Sinabonye kode yo kwemeza. Nakora iki?',
      answer: "Reba mu butumwa bwa spam, hanyuma ukande Ohereza indi ku rupapuro rwo kwemeza nyuma y'amasegonda 60. Kode irangira nyuma y'iminota 10.",
    },
    3: {
      question: 'Nahindura ijambobanga nte niba naryibagiwe?',
      answer:
        "Ku rupapuro rwo kwinjira kanda Wibagiwe ijambobanga, andika imeyili yawe, hanyuma wandike kode y'imibare 6 tukoherereza (imara iminota 10), cyangwa ufungure link iri muri imeyili. Hanyuma uhitemo ijambobanga rishya.",
    },
    4: {
      question: 'Nshobora guhindura cyangwa guhagarika komande yanjye?',
      answer: 'Yego, komande ishobora guhindurwa cyangwa guhagarikwa mu masaha 24 nyuma yo kuyikora. Twandikire kuri WhatsApp uduhe nimero ya komande yawe.',
    },
    5: {
      question: 'Nakora komande nte?',
      answer:
        'Shyira ibicuruzwa mu gaseke, jya kwishyura, uzuze amakuru yawe maze ukande GURA UTAZIGUYE. Komande yawe irabikwa igafungukira kuri WhatsApp hamwe na nimero yayo kugira ngo tuyemeze muvuganye.',
    },
    6: {
      question: 'Nshobora gutumiza inkweto zifite igishushanyo cyanjye bwite?',
      answer: "Yego. Inkweto zikorwa ku byifuzo byawe zishushanywa ku itegeko mu nzu yacu y'ubuhanzi i Kigali. Tubwire igitekerezo cyawe mu butumwa bwa komande cyangwa ufate igihe cyo gushushanya.",
    },
    7: { question: 'Kohereza bifata igihe kingana iki?', answer: "Kohereza bisanzwe bifata iminsi y'akazi 5-7, byihuse iminsi y'akazi 2-3, naho komande zijya mu mahanga iminsi y'akazi 7-14." },
    8: { question: 'Kohereza ni ubuntu?', answer: 'Kohereza imbere mu gihugu ni ubuntu ku komande irenze $50. Kugeza ibicuruzwa muri Kigali ni ubuntu.' },
    9: { question: 'Mwohereza no mu mahanga?', answer: "Yego, twohereza ku isi hose. Kugeza ibicuruzwa mu mahanga bifata iminsi y'akazi 7-14." },
    10: {
      question: 'Amabwiriza yo gusubiza ibicuruzwa ni ayahe?',
      answer: "Ushobora gusubiza igicuruzwa mu minsi 30 kikiri uko cyari kimeze. Amafaranga asubizwa mu minsi y'akazi 5-7 nyuma yo kwakira igicuruzwa.",
    },
    11: {
      question: 'Nshobora gusubiza ibicuruzwa byakozwe ku byifuzo byanjye?',
      answer: "Ibicuruzwa byashushanyijwe ku byifuzo byawe bisubizwa gusa iyo bigeze byangiritse cyangwa bitandukanye n'ibyo twumvikanye. Twandikire mu minsi 30.",
    },
    12: { question: 'Mwemera kwishyurwa mu buhe buryo?', answer: 'Twemeza buri komande kuri WhatsApp, kandi twemera mobile money (MTN MoMo, Airtel Money) no kohereza amafaranga kuri banki.' },
    13: { question: 'Gukora komande kuri uru rubuga birizewe?', answer: "Yego. Ntitujya tubaza amakuru y'ikarita kuri uru rubuga: komande yawe ibikwa neza kandi kwishyura tubyumvikanaho nawe." },
    14: { question: "Mugira kode z'igabanywa?", answer: "Yego, rimwe na rimwe. Andika kode y'igabanywa igihe wishyura urebe igabanywa mbere yo gukora komande." },
    15: { question: 'Mufasha abakiriya ryari?', answer: 'Itsinda ryacu ribafasha riraboneka kuva ku wa mbere kugeza ku wa gatanu saa 09:00-18:00, no ku wa gatandatu saa 10:00-16:00.' },
    16: { question: "Nshobora gufata igihe cy'isomo ryo gushushanya cyangwa kubyina?", answer: "Yego. Jya kuri Serivisi maze ukande BOOK NOW uhitemo itariki n'isaha ku itsinda ryawe." },
  },
  fr: {
    1: {
      question: 'Comment créer un compte ?',
      answer:
        "Choisissez Se connecter, puis S'inscrire. Saisissez votre nom, votre e-mail, votre téléphone et un mot de passe d'au moins 6 caractères. Nous vous envoyons par e-mail un code à 6 chiffres pour vérifier votre adresse.",
    },
    2: {
      question: "Je n'ai pas reçu mon code de vérification. Que faire ?",
      answer: 'Vérifiez votre dossier de spam, puis utilisez Renvoyer sur la page de vérification après le compte à rebours de 60 secondes. Les codes expirent au bout de 10 minutes.',
    },
    3: {
      question: 'Comment réinitialiser mon mot de passe ?',
      answer:
        "Sur la page de connexion, choisissez Mot de passe oublié, saisissez votre e-mail et tapez le code à 6 chiffres que nous vous envoyons (valable 10 minutes), ou ouvrez le lien de l'e-mail. Choisissez ensuite un nouveau mot de passe.",
    },
    4: {
      question: 'Puis-je modifier ou annuler ma commande ?',
      answer: 'Oui, une commande peut être modifiée ou annulée dans les 24 heures. Écrivez-nous sur WhatsApp avec votre numéro de commande.',
    },
    5: {
      question: 'Comment passer commande ?',
      answer:
        'Ajoutez des articles à votre panier, passez au paiement, remplissez vos coordonnées et choisissez ACHETER DIRECTEMENT. Votre commande est enregistrée et ouverte dans WhatsApp avec son numéro pour que nous la confirmions avec vous.',
    },
    6: {
      question: 'Puis-je commander des chaussures avec mon propre design ?',
      answer: 'Oui. Les baskets personnalisées sont peintes sur commande dans notre atelier de Kigali. Décrivez votre idée dans le message de commande ou réservez une séance de création.',
    },
    7: {
      question: 'Combien de temps prend la livraison ?',
      answer: "La livraison standard prend 5 à 7 jours ouvrés, l'express 2 à 3 jours ouvrés et les commandes internationales 7 à 14 jours ouvrés.",
    },
    8: { question: 'La livraison est-elle gratuite ?', answer: "La livraison nationale est gratuite dès 50 $ d'achat. La livraison dans Kigali est gratuite." },
    9: { question: "Livrez-vous à l'international ?", answer: 'Oui, nous livrons dans le monde entier. La livraison internationale prend 7 à 14 jours ouvrés.' },
    10: {
      question: 'Quelle est votre politique de retour ?',
      answer: "Vous pouvez retourner un article dans les 30 jours, dans son état d'origine. Le remboursement est effectué sous 5 à 7 jours ouvrés après réception.",
    },
    11: {
      question: 'Puis-je retourner un article personnalisé ?',
      answer: "Les articles peints sur mesure ne peuvent être retournés que s'ils arrivent abîmés ou diffèrent de ce qui était convenu. Contactez-nous dans les 30 jours.",
    },
    12: { question: 'Quels moyens de paiement acceptez-vous ?', answer: 'Nous confirmons chaque commande sur WhatsApp et acceptons le mobile money (MTN MoMo, Airtel Money) et le virement bancaire.' },
    13: {
      question: 'Est-il sûr de commander sur ce site ?',
      answer: 'Oui. Nous ne demandons jamais de données de carte sur le site : votre commande est enregistrée en toute sécurité et le paiement est convenu directement avec vous.',
    },
    14: { question: 'Avez-vous des codes promo ?', answer: 'Oui, de temps en temps. Saisissez un code promo au paiement pour voir votre remise avant de commander.' },
    15: { question: "Quels sont vos horaires d'assistance ?", answer: "Notre équipe d'assistance est disponible du lundi au vendredi de 9 h à 18 h et le samedi de 10 h à 16 h." },
    16: { question: 'Puis-je réserver une séance de peinture ou de danse ?', answer: 'Oui. Allez dans Services et choisissez BOOK NOW pour choisir une date et une heure pour votre groupe.' },
  },
};

/** The 16 entries in `locale` (English for 'en'), same ids, order and categories as FAQ_ENTRIES. */
export function faqEntries(locale: 'en' | 'rw' | 'fr'): readonly FaqEntry[] {
  if (locale === 'en') return FAQ_ENTRIES;
  const texts = FAQ_TRANSLATIONS[locale];
  return FAQ_ENTRIES.map((f) => ({ ...f, ...texts[f.id] }));
}
