/**
 * Verified professionals (issue #12): an admin checked a member's credentials (a bar number, a medical licence)
 * and says what was checked in a note. Directories show the badge; a change of industry or mentorship removes it.
 */
export const VERIFICATION_LIMITS = {
  noteMin: 3,
  noteMax: 500,
} as const;

export const VERIFICATION_TEXTS = {
  badge: 'Verified',
  /** The badge's accessible description and tooltip. */
  badgeTitle: "An admin checked this member's professional credentials",
  noteRequired: 'Say what was checked (for example the bar number or the medical licence)',
  noteLength: `The note must be between ${VERIFICATION_LIMITS.noteMin} and ${VERIFICATION_LIMITS.noteMax} characters`,
  notListed: 'Only helpers and seekers listed in a directory can be verified',
  /** The member changed industry or role between the admin's look and the verification: the check was for the old one. */
  profileChanged: "The member's industry or role changed while you were checking; reload the member and check again",
  verified: 'The member is now shown as verified',
  removed: 'The verification has been removed',
  filterLabel: 'Verified only',
  adminVerify: 'Verify',
  adminRemove: 'Remove verification',
  adminNoteLabel: 'What was checked',
  adminVerifiedField: 'Verified',
  adminNoteField: 'Verification note',
} as const;

/** Ads one account may send into review in any 24 hours unless AD_DAILY_SUBMISSIONS says otherwise. */
export const AD_DAILY_SUBMISSIONS_DEFAULT = 10;
