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

/** Errors reach the moderator as the API's sentence; nothing is swallowed. */
export function errorText(error: unknown): string {
  if (typeof error === 'string') return error;
  if (error instanceof Error && error.message) return error.message;
  return 'ra.notification.http_error';
}
