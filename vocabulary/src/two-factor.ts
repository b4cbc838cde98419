import { FORM_FIELDS } from './form-fields';
/** Two-factor sign-in (TOTP, RFC 6238): the limits and the texts both apps show (docs/security.md, "Admin two-factor"). */

export const TWO_FACTOR = {
  /** Codes an authenticator app shows: 6 digits, a new one every 30 seconds. */
  codeDigits: 6,
  periodSeconds: 30,
  /** One-time recovery codes given when two-factor is turned on (and again when they are regenerated). */
  recoveryCodeCount: 10,
  /** How long the signed challenge between the password step and the code step lives. */
  challengeSeconds: 300,
  /** The longest code field accepted: a recovery code is 11 characters (xxxxx-xxxxx); spaces are ignored. */
  codeMaxLength: 32,
} as const;

/** ADMIN_TWO_FACTOR: required makes every admin use it; optional leaves it to each account. */
export const ADMIN_TWO_FACTOR_MODES = ['required', 'optional'] as const;
export type AdminTwoFactorMode = (typeof ADMIN_TWO_FACTOR_MODES)[number];

export const TWO_FACTOR_TEXTS = {
  // API answers
  codeAsked: 'Enter the code from your authenticator app',
  setupAsked: 'Admins must turn on two-factor sign-in before continuing',
  wrongCode: 'The code is not correct or was already used',
  codeRequired: FORM_FIELDS.twoFactor.code.required,
  challengeExpired: 'Your sign-in took too long. Please sign in again.',
  alreadyOn: 'Two-factor sign-in is already on',
  notOn: 'Two-factor sign-in is not on',
  setupFirst: 'Start the set-up again: no code was asked for yet',
  requiredForAdmins: 'Admins cannot turn off two-factor sign-in on this site',
  /** An account without a password (Google only) turning it on: a session alone must not be enough (docs/security.md). */
  passwordFirst: 'Set a password first ("Forgot password?" on the sign-in page sends you a link), then turn two-factor sign-in on with it',
  turnedOn: 'Two-factor sign-in is on',
  turnedOff: 'Two-factor sign-in is off',
  codesRegenerated: 'New recovery codes made; the old ones no longer work',
  // An admin's reset of another account (a lost phone and lost recovery codes): the admin panel shows these as they are
  resetByAdmin: 'Two-factor sign-in is reset: the account signs in with its password and sets it up again',
  notOnForMember: 'Two-factor sign-in is not on for this account',
  resetOwn: 'Change your own two-factor sign-in in My account',
  adminReset: 'Reset two-factor',
  adminResetTitle: (name: string) => `Reset two-factor sign-in for ${name}?`,
  adminResetContent:
    'Do this only when the account holder asked for it and you know it is them (a lost phone and lost recovery codes). Every session of the account ends; it signs in with its password and sets two-factor up again. The account holder gets an email.',
  // Screens
  title: 'Two-factor sign-in',
  useRecoveryCode: 'Use a recovery code',
  useAppCode: 'Use the code from your app',
  verify: 'Verify',
  verifying: 'Verifying...',
  setupTitle: 'Set up two-factor sign-in',
  setupIntro:
    'Scan this QR code with an authenticator app (for example Google Authenticator, Microsoft Authenticator or 1Password), then enter the 6-digit code it shows.',
  qrAlt: 'QR code for your authenticator app',
  manualEntry: 'Or type this key into the app:',
  confirm: 'Turn on',
  recoveryCodesTitle: 'Your recovery codes',
  recoveryCodesIntro: 'Each code signs you in once if you lose your phone. Keep them somewhere safe: they are shown only now.',
  savedCodes: 'I have saved these codes',
  continue: 'Continue',
  statusOn: 'Two-factor sign-in is on for your account.',
  statusOff: 'Two-factor sign-in is off. Turn it on to ask for a code from your phone at every sign-in.',
  statusRequired: 'Required for admins on this site.',
  recoveryCodesLeft: (count: number) => `${count} recovery code${count === 1 ? '' : 's'} left`,
  turnOn: 'Turn on two-factor sign-in',
  turnOff: 'Turn off',
  regenerate: 'Make new recovery codes',
  cancel: 'Cancel',
  startOver: 'Back to sign in',
  loadingSetup: 'Preparing your QR code...',
} as const;
