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
 *
 * A page holds up to 100 previews of replies up to 5,000 characters: only a bounded start of the text is folded
 * and split (about 10 µs a preview, where folding a whole 5,000-character reply took 50 µs), and the grapheme
 * segmenter (half a microsecond a character) runs only for a cut inside a word next to a character that may join.
 */
export function previewText(text: string, max: number = CONVERSATION_LIMITS.previewMax): string {
  const start = text.trimStart();
  const bound = 8 * max;
  const more = start.length > bound;
  const folded = start
    .slice(0, bound)
    .replace(/[\s\p{Cc}]+/gu, ' ')
    .trim();
  // A code point is at most two UTF-16 units, so this slice holds more than `max` of them whenever `folded` does.
  const head = Array.from(folded.slice(0, 2 * max + 2));
  if (!more && head.length <= max && folded.length <= 2 * max + 2) return folded;
  const room = max - ELLIPSIS.length;
  let cut = head.slice(0, room).join('');
  if (head.length > room && head[room] !== ' ') {
    const lastSpace = cut.lastIndexOf(' ');
    // Back to the last space (always a grapheme boundary), unless the only one is near the start: one very long
    // word is better cut inside it, without splitting a grapheme.
    if (lastSpace >= cut.length / 2) cut = cut.slice(0, lastSpace);
    else if (MAY_JOIN_NEXT.test(head[room]) || MAY_JOIN_PREVIOUS.test(head[room - 1])) cut = cut.slice(0, graphemeStart(folded, cut.length));
  }
  return `${cut.replace(/[\s,;:.\-–—]+$/u, '').replace(/[\uD800-\uDBFF]$/, '')}${ELLIPSIS}`;
}

/**
 * A character that can belong to the grapheme before it: accents and variation selectors (\p{M}), skin tones, Hangul
 * vowels and finals, emoji tags, and the joiners (outside the class: a joiner inside one reads as joining its neighbours).
 */
const MAY_JOIN_NEXT = /[\p{M}\p{Emoji_Modifier}\u1160-\u11ff\u{e0020}-\u{e007f}]|\u200c|\u200d/u;
/** A character the next one can join (a joiner, a flag's half, Hangul, a prepended mark). */
const MAY_JOIN_PREVIOUS = /[\u200d\p{Regional_Indicator}\u1100-\u115f\uac00-\ud7a3\u0600-\u0605\u06dd\u070f\u08e2\u{110bd}\u0d4e]/u;

/** Where the grapheme (a letter with its accents, an emoji sequence) that holds the unit at `at` starts. */
function graphemeStart(text: string, at: number): number {
  for (const { index, segment } of graphemes.segment(text)) {
    if (index + segment.length > at) return index;
  }
  return text.length;
}
