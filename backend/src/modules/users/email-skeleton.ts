import { domainToUnicode } from 'node:url';
import unhomoglyph from 'unhomoglyph';
import { normalizeEmailAddress } from '@community/vocabulary';

/** Room for an address whose characters each map to two (m → rn); longer skeletons are cut, which only widens a match. */
export const EMAIL_SKELETON_LENGTH = 255;

/**
 * Unicode TR39 "skeleton" of one part: NFD, the confusables.txt prototype mapping, NFD again. The mapping is
 * case-sensitive (some prototypes are capitals), so it runs on case-folded, NFKC text and once more after
 * folding the prototypes: `аdmin` (Cyrillic а), `ADMIN`, `ａｄｍｉｎ` and `admin` meet. The mapping data is the npm package
 * unhomoglyph (Unicode's confusables.txt; docs/security.md says why that package).
 */
function skeletonOf(text: string): string {
  const once = unhomoglyph(text.normalize('NFKC').toLowerCase().normalize('NFD')).normalize('NFD');
  return unhomoglyph(once.toLowerCase()).normalize('NFD');
}

/**
 * The skeleton of an address, local part and domain apart (a look-alike may hide on either side). A domain
 * written in punycode (xn--…) is read as the Unicode it stands for, so `xn--pple-43d.com` meets `apple.com`.
 */
export function emailSkeleton(email: string): string {
  // Invisible characters and a trailing dot first: they would otherwise tell two look-alikes apart.
  const address = normalizeEmailAddress(email);
  const at = address.lastIndexOf('@');
  const local = at < 0 ? address : address.slice(0, at);
  const rawDomain = at < 0 ? '' : address.slice(at + 1).toLowerCase();
  const domain = (rawDomain.includes('xn--') && domainToUnicode(rawDomain)) || rawDomain;
  return `${skeletonOf(local)}@${skeletonOf(domain)}`.slice(0, EMAIL_SKELETON_LENGTH);
}
