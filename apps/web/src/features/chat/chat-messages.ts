import { msg } from '@lingui/core/macro';
import { CHAT_MESSAGES } from '@atelier/contracts';
import { addSpecMessages } from '@/lib/i18n/spec-messages';

/** The chat window's spec messages (spec 01 §2 Chat assistant, §8) with their translatable twins (see lib/i18n/spec-messages.ts). */
addSpecMessages([
  [CHAT_MESSAGES.trouble, msg`I'm having trouble answering right now. Please contact our support team or visit the Help Center.`],
  [CHAT_MESSAGES.tooLong, msg`Please keep your message under 1000 characters`],
  [CHAT_MESSAGES.empty, msg`Please type a message`],
  [CHAT_MESSAGES.greeting, msg`Hello! I am the Atelier assistant. Ask me about custom shoes, orders, delivery, returns or our gallery.`],
]);

export { specText } from '@/lib/i18n/spec-messages';
