import { z } from '@/lib/validation';
import type { ChatContact, ChatContactDetails, ChatMessage } from './types';

export const chatContactSchema = z.object({
  id: z.string().check(z.minLength(1)),
  name: z.string(),
  avatar: z.nullable(z.string()),
  about: z.string(),
}) satisfies z.ZodMiniType<ChatContact>;

/** A chat contact as the server keeps it: with the details and attachments the info panel shows. */
export const chatContactDetailsSchema = z.extend(chatContactSchema, {
  details: z.object({
    emails: z.array(z.object({ email: z.string(), label: z.string() })),
    phoneNumbers: z.array(z.object({ country: z.string(), phoneNumber: z.string(), label: z.string() })),
    title: z.optional(z.string()),
    company: z.string(),
    birthday: z.nullable(z.string()),
    address: z.nullable(z.string()),
  }),
  attachments: z.object({ media: z.array(z.string()), docs: z.array(z.string()), links: z.array(z.string()) }),
}) satisfies z.ZodMiniType<ChatContactDetails>;

export const chatMessageSchema: z.ZodMiniType<ChatMessage> = z.object({
  id: z.string().check(z.minLength(1)),
  chatId: z.string().check(z.minLength(1)),
  contactId: z.string().check(z.minLength(1)),
  value: z.string(),
  createdAt: z.string(),
  isMine: z.boolean(),
});

/** A chat as the server keeps it: its messages inside, its contact by id. */
export const storedChatSchema = z.object({
  id: z.string().check(z.minLength(1)),
  contactId: z.string().check(z.minLength(1)),
  unreadCount: z.number().check(z.int(), z.gte(0)),
  muted: z.boolean(),
  lastMessage: z.string(),
  lastMessageAt: z.string(),
  messages: z.array(chatMessageSchema),
});
export type StoredChat = z.infer<typeof storedChatSchema>;

/** `PATCH api/apps/chat/chat {id, chat}`: the fields a client may change. */
export const chatChangeSchema = z.strictObject({
  unreadCount: z.optional(z.number().check(z.int(), z.gte(0))),
  muted: z.optional(z.boolean()),
});

/** `POST api/apps/chat/message`: an optional client id (so a resend is kept once), the chat and some text. */
/** The longest team-chat message: the input shows the count, the server refuses more. */
export const chatMessageMaxLength = 2000;

/**
 * Control characters (but the line break and the tab): invisible, they can hide what a message says
 * or break what shows or stores it. The composer leaves them out; the server refuses them.
 */
// eslint-disable-next-line no-control-regex -- control characters are what this finds.
const controlCharacters = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;
export const withoutControlCharacters = (text: string) => text.replace(controlCharacters, '');

export const chatMessageInputSchema = z.object({
  id: z.optional(z.string().check(z.minLength(1))),
  chatId: z.string().check(z.minLength(1)),
  value: z.string().check(
    z.maxLength(chatMessageMaxLength),
    z.refine((value) => value.trim().length > 0, 'The message has no text.'),
    z.refine((value) => withoutControlCharacters(value) === value, 'The message holds control characters.'),
  ),
});
