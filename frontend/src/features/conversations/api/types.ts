import type { ChosenStatus, ConversationStatus, MessageSection } from '@community/vocabulary';

export type ConversationBox = 'received' | 'sent';

/** One row of GET /conversations (docs/api-contract.md, Conversations). */
export interface ConversationSummary {
  id: number;
  kind: MessageSection;
  box: 'received' | 'sent';
  /** null for business-group conversations, which have no status. */
  status: ConversationStatus | null;
  other_party: { id: number | null; name: string };
  unread: boolean;
  last_activity_at: string;
  created_at: string;
}

export interface ConversationMessage {
  id: number;
  author: 'me' | 'other';
  author_name: string;
  body: string;
  created_at: string;
}

export interface StatusChange {
  status: ConversationStatus;
  reason: string | null;
  by: 'me' | 'other' | 'system';
  at: string;
}

/** GET /conversations/:id: the request, the replies, how the status moved, and what the reader may do now. */
export interface Conversation {
  id: number;
  kind: MessageSection;
  box: 'received' | 'sent' | null;
  status: ConversationStatus | null;
  created_at: string;
  last_activity_at: string;
  other_party: { id: number | null; name: string; email: string | null; member: boolean };
  request: { full_name: string | null; email: string | null; details: string | Record<string, unknown> | null };
  messages: ConversationMessage[];
  status_history: StatusChange[];
  allowed_statuses: ChosenStatus[];
  can_reply: boolean;
  blocked: boolean;
}

export interface ConversationPage {
  items: ConversationSummary[];
  nextCursor: string | null;
  unread: number;
}
