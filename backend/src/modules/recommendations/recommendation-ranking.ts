import { RECOMMENDATION_REASONS, RESPONSIVENESS_LIMITS } from '@community/vocabulary';
import { searchWords } from '../../common/search/search-words';

/**
 * Words too common in a job title or description to say two people share an interest. The tokenizer is search's
 * (common/search/search-words.ts), so "Back-end" and "backend" meet the way a search finds them; words under three
 * letters are left out as well.
 */
const COMMON_WORDS = new Set([
  'and',
  'the',
  'for',
  'with',
  'from',
  'into',
  'about',
  'are',
  'was',
  'were',
  'have',
  'has',
  'had',
  'you',
  'your',
  'our',
  'their',
  'they',
  'them',
  'this',
  'that',
  'these',
  'those',
  'who',
  'what',
  'when',
  'where',
  'how',
  'can',
  'will',
  'would',
  'also',
  'more',
  'most',
  'some',
  'any',
  'all',
  'not',
  'but',
  'out',
  'over',
  'years',
  'year',
  'work',
  'working',
  'looking',
  'help',
  'want',
  'like',
  'love',
  'new',
  'good',
  'well',
  'very',
  'just',
  'been',
  'being',
  'its',
  'his',
  'her',
  'she',
]);

/** The distinct telling words of a profile's job title and description, in the order they appear. */
export function profileWords(jobTitle: string | null, description: string | null): string[] {
  const words = new Set<string>();
  for (const word of searchWords(`${jobTitle ?? ''} ${description ?? ''}`)) {
    if (word.length >= 3 && !COMMON_WORDS.has(word) && !/^\d+$/.test(word)) words.add(word);
  }
  return [...words];
}

export interface Candidate {
  id: number;
  jobTitle: string | null;
  description: string | null;
  repliesWithinDays: number | null;
  /** Capacity minus open requests: at most 0 means the helper takes no request now. */
  spare: number;
  capacity: number;
}

export interface Ranked<C extends Candidate> {
  candidate: C;
  reasons: string[];
}

/**
 * Suggested mentors, best first (docs/conversations.md, "Suggested mentors"): those with room (spare > 0) ranked by
 * how many words of the seeker's job title and description they share, then by how quickly they usually answer
 * (a known median first, smaller first), then by spare capacity, then in the order given (most recently active first).
 * Each carries its reasons in words: the industry, up to two shared words, the median, and room when at most half
 * of their capacity is taken.
 */
export function rankMentors<C extends Candidate>(seekerWords: readonly string[], candidates: readonly C[], limit: number): Array<Ranked<C>> {
  const scored = candidates
    .map((candidate, order) => {
      const theirs = new Set(profileWords(candidate.jobTitle, candidate.description));
      const shared = seekerWords.filter((word) => theirs.has(word));
      return { candidate, order, shared };
    })
    .filter((entry) => entry.candidate.spare > 0);
  const speed = (days: number | null) => (days === null ? Number.POSITIVE_INFINITY : days);
  scored.sort(
    (a, b) =>
      b.shared.length - a.shared.length ||
      speed(a.candidate.repliesWithinDays) - speed(b.candidate.repliesWithinDays) ||
      b.candidate.spare - a.candidate.spare ||
      a.order - b.order,
  );
  return scored.slice(0, limit).map(({ candidate, shared }) => {
    const reasons: string[] = [RECOMMENDATION_REASONS.sameIndustry];
    for (const word of shared.slice(0, RESPONSIVENESS_LIMITS.recommendationWordsNamed)) reasons.push(RECOMMENDATION_REASONS.mentions(word));
    if (candidate.repliesWithinDays !== null) reasons.push(RECOMMENDATION_REASONS.repliesWithin(candidate.repliesWithinDays));
    if (candidate.spare * 2 >= candidate.capacity) reasons.push(RECOMMENDATION_REASONS.hasRoom);
    return { candidate, reasons };
  });
}
