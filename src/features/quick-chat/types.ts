/** The person on the other side of a chat (spec point 3: contact {name, avatar}). */
export interface ChatContact {
  id: string;
  name: string;
  avatar: string | null;
  about?: string;
}

export interface ChatMessage {
  id: string;
  chatId: string;
  contactId: string;
  value: string;
  /** ISO date-time. */
  createdAt: string;
  isMine: boolean;
}

/** An entry of the conversation list (`GET api/apps/chat/chats`). */
export interface ChatSummary {
  id: string;
  contactId: string;
  contact: ChatContact;
  unreadCount: number;
  muted: boolean;
  lastMessage: string;
  lastMessageAt: string;
}

/** One conversation with its messages (`GET api/apps/chat/chat?id`). */
export interface Chat extends ChatSummary {
  messages: ChatMessage[];
}

/** What the user writes: the server gives it an id and a time. */
export interface ChatMessageInput {
  chatId: string;
  value: string;
}
