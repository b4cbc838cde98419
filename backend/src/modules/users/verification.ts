import { User } from './entities/user.entity';
import { directorySectionOf } from './user-search';

/**
 * The mark on the row: when, by whom, what was checked, and verified_industry, the column the "verified only"
 * directory page reads by index. Only members a directory lists (helpers and seekers with a directory industry)
 * can carry it; the caller refuses the others.
 */
export function applyVerification(user: User, adminId: number, note: string, now: Date): void {
  user.verifiedAt = now;
  user.verifiedBy = adminId;
  user.verificationNote = note;
  user.verifiedIndustry = directorySectionOf(user) ? user.industry : null;
}

/** Removes the mark; true when there was one (so the caller audit-logs only a real removal). */
export function clearVerification(user: User): boolean {
  const had = user.verifiedAt !== null && user.verifiedAt !== undefined;
  user.verifiedAt = null;
  user.verifiedBy = null;
  user.verificationNote = null;
  user.verifiedIndustry = null;
  return had;
}

export function isListedInDirectory(user: User): boolean {
  return directorySectionOf(user) !== null;
}
