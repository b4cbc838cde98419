import { ADMIN_PANEL_TEXTS, type ModerationDecision, type ModerationKind } from '@community/vocabulary';
/** What approving and rejecting means for one kind of item, and which it is (its notices name it, in the panel's language). */
export interface Moderation {
  kind: ModerationKind;
  approve: Record<string, unknown>;
  reject: Record<string, unknown>;
}

export type { ModerationDecision };

export function moderationNotice(moderation: Moderation, decision: ModerationDecision, count = 1): string {
  return ADMIN_PANEL_TEXTS.moderation.notice(moderation.kind, decision, count);
}

/** The reject dialog's question: 'Reject the ad "Bike for sale"?' or "Reject 3 ads?". */
export function rejectQuestion(moderation: Moderation, count: number, title?: string): string {
  return ADMIN_PANEL_TEXTS.moderation.rejectQuestion(moderation.kind, count, title);
}

/** Errors reach the moderator as the API's sentence; nothing is swallowed. */
export function errorText(error: unknown): string {
  if (typeof error === 'string') return error;
  if (error instanceof Error && error.message) return error.message;
  return 'ra.notification.http_error';
}
