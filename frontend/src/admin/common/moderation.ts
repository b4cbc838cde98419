/** What approving and rejecting means for one kind of item, and how to name it in a notification. */
export interface Moderation {
  /** Singular, capitalised: "Ad". */
  item: string;
  /** Plural, lower case: "ads". */
  items: string;
  approve: Record<string, unknown>;
  reject: Record<string, unknown>;
}

export type ModerationDecision = 'approve' | 'reject';

const PAST_TENSE: Record<ModerationDecision, string> = { approve: 'approved', reject: 'rejected' };

export function moderationNotice(moderation: Moderation, decision: ModerationDecision, count = 1): string {
  const subject = count === 1 ? moderation.item : `${count} ${moderation.items}`;
  return `${subject} ${PAST_TENSE[decision]}`;
}

/** The reject dialog's question: 'Reject the ad "Bike for sale"?' or "Reject 3 ads?". */
export function rejectQuestion(moderation: Moderation, count: number, title?: string): string {
  if (count !== 1) return `Reject ${count} ${moderation.items}?`;
  return title ? `Reject the ${moderation.item.toLowerCase()} "${title}"?` : `Reject this ${moderation.item.toLowerCase()}?`;
}

/** Errors reach the moderator as the API's sentence; nothing is swallowed. */
export function errorText(error: unknown): string {
  if (typeof error === 'string') return error;
  if (error instanceof Error && error.message) return error.message;
  return 'ra.notification.http_error';
}
