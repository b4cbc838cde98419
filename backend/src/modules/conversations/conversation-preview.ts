import { CONVERSATION_LIMITS } from '@community/vocabulary';

/** What the Messages list knows of a thread's latest message, opened from its sealed columns. */
export interface LatestMessage {
  /** The newest reply's body, or null when the thread has no reply yet. */
  replyBody: string | null;
  /** The request's fields (only read when there is no reply). */
  requestDetails: Record<string, unknown> | null;
  /** The reader reported that message: the list does not repeat it. */
  reportedByReader: boolean;
}

const ELLIPSIS = '…';
const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });
const codePoints = (text: string) => [...text].length;

/**
 * The list's line for a thread: null for a legal or clinic thread (`latest` is undefined: their messages are never
 * read for a list) and for a message the reader reported. A deleted member's message is previewed like any other
 * (it stays with its receiver, as the account deletion screen promises).
 */
export function previewOf(latest: LatestMessage | undefined): string | null {
  if (!latest || latest.reportedByReader) return null;
  const text = latest.replyBody ?? requestText(latest.requestDetails);
  return text === null ? null : previewText(text);
}

/** A request's own text: the message of a professional-network or business-group request (their `description`). */
export function requestText(details: Record<string, unknown> | null): string | null {
  if (!details) return null;
  if (typeof details.description === 'string') return details.description;
  // A request that failed its integrity check reads as the notice the thread shows (common/sealing).
  return typeof details.unreadable === 'string' ? details.unreadable : null;
}

/**
 * The start of a text on one line: whitespace (new lines included) folded to single spaces; a longer text is cut
 * on the last word boundary that fits and ends with an ellipsis, `max` characters (code points, as JSON Schema's
 * maxLength counts them) in all. It never splits a letter from its accents or an emoji sequence; a single word
 * longer than the line is cut inside it.
 */
export function previewText(text: string, max: number = CONVERSATION_LIMITS.previewMax): string {
  const folded = text.replace(/[\s\p{Cc}]+/gu, ' ').trim();
  if (codePoints(folded) <= max) return folded;
  let kept = '';
  let length = 0;
  let endsAtBoundary = false;
  for (const { segment } of graphemes.segment(folded)) {
    if (length + codePoints(segment) > max - ELLIPSIS.length) {
      endsAtBoundary = segment === ' ';
      break;
    }
    kept += segment;
    length += codePoints(segment);
  }
  const lastSpace = kept.lastIndexOf(' ');
  // Back to the last space, unless the only one is near the start (one very long word: better cut inside it).
  const cut = endsAtBoundary || lastSpace < kept.length / 2 ? kept : kept.slice(0, lastSpace);
  return `${cut.replace(/[\s,;:.\-–—]+$/u, '')}${ELLIPSIS}`;
}
