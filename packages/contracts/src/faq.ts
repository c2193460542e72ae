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
  { id: 1, category: 'account', question: 'How do I create an account?', answer: 'Choose Log in, then Register. Enter your name, email, phone and a password of at least 6 characters. We email you a 6-digit code to verify your address.' },
  { id: 2, category: 'account', question: 'I did not receive my verification code. What can I do?', answer: 'Check your spam folder, then use Resend on the verification page after the 60-second countdown. Codes expire after 10 minutes.' },
  { id: 3, category: 'account', question: 'How do I reset my password?', answer: 'On the login page choose Forgot password, enter your email, and type the 6-digit code we send you (valid for 10 minutes), or open the link in the email. Then choose a new password.' },
  { id: 4, category: 'orders', question: 'Can I change or cancel my order?', answer: 'Yes, orders can be modified or cancelled within 24 hours of placing them. Message us on WhatsApp with your order number.' },
  { id: 5, category: 'orders', question: 'How do I place an order?', answer: 'Add items to your cart, go to checkout, fill in your details and choose BUY DIRECT. Your order is saved and opened in WhatsApp with its order number so we can confirm it with you.' },
  { id: 6, category: 'orders', question: 'Can I order custom shoes with my own design?', answer: 'Yes. Custom sneakers are painted to order in our Kigali studio. Tell us your idea in the order message or book a design session.' },
  { id: 7, category: 'shipping', question: 'How long does shipping take?', answer: 'Standard shipping takes 5-7 business days, express 2-3 business days, and international orders 7-14 business days.' },
  { id: 8, category: 'shipping', question: 'Is shipping free?', answer: 'Domestic shipping is free on orders over $50. Delivery within Kigali is free.' },
  { id: 9, category: 'shipping', question: 'Do you ship internationally?', answer: 'Yes, we ship worldwide. International delivery takes 7-14 business days.' },
  { id: 10, category: 'returns', question: 'What is your return policy?', answer: 'You can return items within 30 days in their original condition. Refunds are issued within 5-7 business days after we receive the item.' },
  { id: 11, category: 'returns', question: 'Can I return custom-made items?', answer: 'Custom-painted items can be returned only if they arrive damaged or differ from what we agreed. Contact us within 30 days.' },
  { id: 12, category: 'payment', question: 'Which payment methods do you accept?', answer: 'We confirm every order on WhatsApp and accept mobile money (MTN MoMo, Airtel Money) and bank transfer.' },
  { id: 13, category: 'payment', question: 'Is it safe to order on this site?', answer: 'Yes. We never ask for card details on the site: your order is saved securely and payment is agreed with you directly.' },
  { id: 14, category: 'payment', question: 'Do you have discount codes?', answer: 'Yes, from time to time. Enter a coupon code at checkout to see your discount before you order.' },
  { id: 15, category: 'general', question: 'What are your support hours?', answer: 'Our support team is available Monday to Friday 9AM-6PM and Saturday 10AM-4PM.' },
  { id: 16, category: 'general', question: 'Can I book a painting or dance session?', answer: 'Yes. Go to Services and choose Book Now to pick a date and time for your group.' },
];
