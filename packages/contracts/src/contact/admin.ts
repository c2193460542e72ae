import { z } from 'zod';
import { Actor } from '../audit.js';
import { PageQuery, pageLimit } from '../common.js';

/** The back office's messages (/api/admin/messages): what people sent through the contact form, and the replies. */

/** Texts of the back office's answers about messages. */
export const CONTACT_ADMIN_MESSAGES = {
  messageNotFound: 'Message not found',
  replyRequired: 'Please write a reply',
} as const;

export const MESSAGE_STATUSES = ['unread', 'read', 'archived'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/** GET /api/admin/messages ?status= (default: unread and read, not archived), newest first. */
export const AdminMessageListQuery = z.object({
  status: z.enum(MESSAGE_STATUSES, { error: `status must be one of ${MESSAGE_STATUSES.join(', ')}` }).optional(),
  page: PageQuery.shape.page,
  limit: pageLimit(50),
});
export type AdminMessageListQuery = z.input<typeof AdminMessageListQuery>;

/** A reply sent from the back office, kept with its message. */
const MessageReply = z.object({ id: z.string(), text: z.string(), sent_at: z.string(), author: Actor.nullable() });
type MessageReply = z.infer<typeof MessageReply>;

/** A contact-form message; `whatsapp_url` opens a chat with the sender (null without a phone). */
export const AdminMessage = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string(),
  notes: z.string(),
  status: z.enum(MESSAGE_STATUSES),
  whatsapp_url: z.string().nullable(),
  replies: z.array(MessageReply),
  created_at: z.string(),
  read_at: z.string().nullable(),
});
export type AdminMessage = z.infer<typeof AdminMessage>;
export const AdminMessageListResponse = z.object({ success: z.literal(true), messages: z.array(AdminMessage), total: z.number().int() });
export type AdminMessageListResponse = z.infer<typeof AdminMessageListResponse>;
export const AdminMessageResponse = z.object({ success: z.literal(true), message: AdminMessage });
export type AdminMessageResponse = z.infer<typeof AdminMessageResponse>;

/** POST /api/admin/messages/{id}/reply: e-mailed to the sender through the mailer. */
export const MessageReplyBody = z.object({
  text: z.string({ error: CONTACT_ADMIN_MESSAGES.replyRequired }).trim().min(1, CONTACT_ADMIN_MESSAGES.replyRequired).max(5000, 'A reply must be at most 5000 characters'),
});
export type MessageReplyBody = z.infer<typeof MessageReplyBody>;
