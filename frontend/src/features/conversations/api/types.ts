import type { ApiSchema } from '../../../lib/api-client';

export type ConversationBox = ConversationSummary['box'];

/** One row of GET /conversations (docs/api-contract.md, Conversations). */
export type ConversationSummary = ApiSchema<'ConversationItemDto'>;

/** GET /conversations/:id: the request, the replies, how the status moved, and what the reader may do now. */
export type Conversation = ApiSchema<'ConversationDto'>;

export interface ConversationPage {
  items: ConversationSummary[];
  nextCursor: string | null;
  unread: number;
}
