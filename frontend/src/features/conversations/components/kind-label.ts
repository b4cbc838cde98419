import { JOB_BOARD_CONVERSATION_KIND, JOB_SCREEN_TEXTS, KIND_LABELS, type MessageSection } from '@community/vocabulary';

/** The section a thread belongs to, in words: the directories' and the Job Board's (an application's thread). */
export function kindLabel(kind: string): string {
  if (kind === JOB_BOARD_CONVERSATION_KIND) return JOB_SCREEN_TEXTS.sectionName;
  return KIND_LABELS[kind as MessageSection] ?? kind;
}
