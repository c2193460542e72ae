import { z } from 'zod';

export const CHAT_MESSAGES = {
  /** Spec 01 §8: on failure the bot says it is having trouble and points to support and the help center. */
  trouble: "I'm having trouble answering right now. Please contact our support team or visit the Help Center.",
  tooLong: 'Please keep your message under 1000 characters',
  empty: 'Please type a message',
  greeting: 'Hello! I am the Atelier assistant. Ask me about custom shoes, orders, delivery, returns or our gallery.',
} as const;
export const CHAT_MAX_LENGTH = 1000;
/** First-visit state lasts 4 s; the button keeps 8 px from the edges (spec 01 §9). */
export const CHAT_FIRST_VISIT_MS = 4000;
export const CHAT_EDGE_MARGIN_PX = 8;

/** POST /api/chat: the question and, optionally, the last few messages for context. */
export const ChatBody = z.object({
  message: z.string({ error: CHAT_MESSAGES.empty }).trim().min(1, CHAT_MESSAGES.empty).max(CHAT_MAX_LENGTH, CHAT_MESSAGES.tooLong),
  history: z
    .array(z.object({ sender: z.enum(['user', 'bot']), text: z.string().max(CHAT_MAX_LENGTH * 2) }))
    .max(12)
    .optional()
    .default([]),
});
export type ChatBody = z.input<typeof ChatBody>;

export const ChatResponse = z.object({
  success: z.literal(true),
  reply: z.string(),
  /** Catalog items or pages the answer points to. */
  links: z.array(z.object({ title: z.string(), url: z.string() })),
  /** 'ai' when the generative service answered, 'local' for the built-in answerer. */
  source: z.enum(['ai', 'local']),
});
export type ChatResponse = z.infer<typeof ChatResponse>;
