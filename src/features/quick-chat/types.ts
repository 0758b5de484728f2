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

/** What the contact-info panel shows of a chat's contact (`GET api/apps/chat/contact?id`). */
export interface ChatContactDetails extends ChatContact {
  about: string;
  details: {
    emails: { email: string; label: string }[];
    phoneNumbers: { country: string; phoneNumber: string; label: string }[];
    title?: string;
    company: string;
    birthday: string | null;
    address: string | null;
  };
  /** Shared in the conversation: pictures (image addresses), documents (file names) and links. */
  attachments: { media: string[]; docs: string[]; links: string[] };
}

/** The user's own chat profile (`GET api/apps/chat/profile`). */
export interface ChatProfile {
  id: string;
  name: string;
  email: string;
  about: string;
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
