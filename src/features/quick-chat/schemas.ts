import { z } from '@/lib/validation';
import type { ChatContact, ChatContactDetails, ChatMessage } from './types';

export const chatContactSchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  avatar: z.string().nullable(),
  about: z.string(),
}) satisfies z.ZodType<ChatContact>;

/** A chat contact as the server keeps it: with the details and attachments the info panel shows. */
export const chatContactDetailsSchema = chatContactSchema.extend({
  details: z.object({
    emails: z.array(z.object({ email: z.string(), label: z.string() })),
    phoneNumbers: z.array(z.object({ country: z.string(), phoneNumber: z.string(), label: z.string() })),
    title: z.string().optional(),
    company: z.string(),
    birthday: z.string().nullable(),
    address: z.string().nullable(),
  }),
  attachments: z.object({ media: z.array(z.string()), docs: z.array(z.string()), links: z.array(z.string()) }),
}) satisfies z.ZodType<ChatContactDetails>;

export const chatMessageSchema: z.ZodType<ChatMessage> = z.object({
  id: z.string().min(1),
  chatId: z.string().min(1),
  contactId: z.string().min(1),
  value: z.string(),
  createdAt: z.string(),
  isMine: z.boolean(),
});

/** A chat as the server keeps it: its messages inside, its contact by id. */
export const storedChatSchema = z.object({
  id: z.string().min(1),
  contactId: z.string().min(1),
  unreadCount: z.number().int().min(0),
  muted: z.boolean(),
  lastMessage: z.string(),
  lastMessageAt: z.string(),
  messages: z.array(chatMessageSchema),
});
export type StoredChat = z.infer<typeof storedChatSchema>;

/** `PATCH api/apps/chat/chat {id, chat}`: the fields a client may change. */
export const chatChangeSchema = z
  .object({
    unreadCount: z.number().int().min(0).optional(),
    muted: z.boolean().optional(),
  })
  .strict();

/** `POST api/apps/chat/message`: an optional client id (so a resend is kept once), the chat and some text. */
/** The longest team-chat message: the input shows the count, the server refuses more. */
export const chatMessageMaxLength = 2000;

export const chatMessageInputSchema = z.object({
  id: z.string().min(1).optional(),
  chatId: z.string().min(1),
  value: z.string().max(chatMessageMaxLength).refine((value) => value.trim().length > 0, 'The message has no text.'),
});
