/** Business constants and limits (spec section 9). Times in milliseconds. */
export const TIMINGS = {
  redirectAfterSuccess: 2000,
  loginBusyClearOnInvalid: 1500,
  contactConfirmation: 3000,
  clinicFormClose: 3000,
  legalFormClose: 5000,
  typedNoteCharacter: 50,
} as const;

export const LIMITS = {
  businessDescriptionMin: 50,
  businessDescriptionMax: 200,
  legalDescriptionMax: 500,
  legalPhoneDigitsMin: 10,
  legalPhoneDigitsMax: 15,
  ageMin: 1,
  ageMax: 120,
  painRatingMin: 1,
  painRatingMax: 10,
  loginPasswordMin: 6,
  resetPasswordMin: 6,
  signupPasswordMin: 8,
  adImagesMin: 3,
  adImagesMax: 7,
  directoryPageDefault: 50,
  directoryPageMax: 100,
  /** The ads board, the Business Directory and their moderation lists: a page when no limit is asked, and the most one page holds. */
  listPageDefault: 100,
  listPageMax: 100,
} as const;

export const SCROLL_HEIGHTS = {
  professionalNetwork: 400,
  legalAssistance: 400,
  virtualClinic: 400,
  businessDirectory: 450,
} as const;
