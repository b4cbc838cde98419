import { FORM_FIELDS } from './form-fields';
import { SITE_LABELS } from './site-labels';
import { AD_IMAGE_FORMAT_NAMES, RESET_PASSWORD_SPECIALS } from './rules';

/** Every text a user sees for a validation rule or an error (spec sections 5 and 8). */
export const MESSAGES = {
  login: {
    invalidEmail: 'Please enter a valid email address',
    shortPassword: 'Password must be at least 6 characters long',
    failed: 'Login failed',
    wrongCredentials: 'Invalid email or password',
    suspended: 'Invalid email or password',
  },
  signup: {
    passwordRequired: FORM_FIELDS.memberSignUp.password.required,
    passwordRule: 'Password must be at least 8 characters long, include one uppercase letter, one lowercase letter, one number, and one special character.',
    fullNameRequired: FORM_FIELDS.memberSignUp.name.required,
    emailRequired: FORM_FIELDS.memberSignUp.email.required,
    invalidEmail: 'Please enter a valid email address',
    phoneRequired: FORM_FIELDS.memberSignUp.PhoneNumber.required,
    industryRequired: FORM_FIELDS.memberSignUp.IndustryType.required,
    jobTitleRequired: FORM_FIELDS.memberSignUp.JobTitle.required,
    mentorshipInvalid: 'Mentorship must be Yes or No',
    industryInvalid: 'Industry type must be one of the listed industries',
    emailTaken: 'An account with this email already exists',
    failed: 'Registration failed',
    success: 'Registration successful! Redirecting to login...',
  },
  businessSignup: {
    nameRequired: FORM_FIELDS.businessSignUp.name.required,
    emailRequired: FORM_FIELDS.businessSignUp.email.required,
    industryRequired: FORM_FIELDS.businessSignUp.IndustryType.required,
    descriptionLength: 'Description must be between 50-200 characters',
    success: 'Registration successful! Redirecting...',
  },
  generic: {
    somethingWrong: 'Something went wrong',
    networkError: 'Network error, please try again',
  },
  contact: {
    firstNameRequired: FORM_FIELDS.contact.first_name.required,
    lastNameRequired: FORM_FIELDS.contact.last_name.required,
    emailRequired: FORM_FIELDS.contact.email.required,
    phoneRequired: FORM_FIELDS.contact.phone_number.required,
    subjectRequired: FORM_FIELDS.contact.subject.required,
    messageRequired: FORM_FIELDS.contact.message.required,
    subjectInvalid: 'Subject must be General Inquiry, Support or Feedback',
    invalidEmail: 'Please enter a valid email address',
    success: 'Message sent successfully!',
  },
  memberContact: {
    nameRequired: FORM_FIELDS.memberContact.full_name.required,
    emailRequired: FORM_FIELDS.memberContact.email.required,
    invalidEmail: 'Invalid email address',
    messageRequired: FORM_FIELDS.memberContact.description.required,
    success: 'Your message has been sent successfully!',
  },
  legal: {
    fullNameRequired: FORM_FIELDS.legal.full_name.required,
    invalidEmail: 'Invalid email address.',
    invalidPhone: 'Invalid phone number.',
    categoryRequired: FORM_FIELDS.legal.legal_issue.required,
    specificIssueRequired: FORM_FIELDS.legal.specific_issue.required,
    descriptionLength: 'Description must be between 1 and 500 characters.',
    consentRequired: FORM_FIELDS.legal.consent.required,
    agreementRequired: FORM_FIELDS.legal.agreement.required,
    failed: 'Failed to submit form. Please try again.',
    success: 'Your form has been submitted successfully!',
  },
  clinic: {
    genderRequired: FORM_FIELDS.clinic.gender.required,
    ageRange: 'Enter a valid age (1-120)',
    contactInfoRequired: FORM_FIELDS.clinic.contact_info.required,
    locationRequired: FORM_FIELDS.clinic.location.required,
    symptomsRequired: FORM_FIELDS.clinic.Symptoms.required,
    durationRequired: FORM_FIELDS.clinic.duration_of_symptoms.required,
    painRatingRange: 'Pain rating must be between 1-10',
    conditionsRequired: FORM_FIELDS.clinic.existing_medical_conditions.required,
    medicationsRequired: FORM_FIELDS.clinic.active_medications_prescriptions.required,
    failed: 'An error occurred. Please try again.',
    success: 'Form submitted successfully!',
  },
  ad: {
    titleRequired: FORM_FIELDS.ad.title.required,
    descriptionRequired: FORM_FIELDS.ad.description.required,
    categoryRequired: FORM_FIELDS.ad.category.required,
    adDescriptionRequired: FORM_FIELDS.ad.ad_description.required,
    contactEmailRequired: FORM_FIELDS.ad.contact_email.required,
    contactPhoneRequired: FORM_FIELDS.ad.contact_phone.required,
    locationRequired: FORM_FIELDS.ad.location.required,
    tooFewImages: 'Please upload at least 3 images before submitting',
    tooManyImages: 'You can upload a maximum of 7 images',
    tooLarge: 'Images are too large. Kindly provide compressed images.',
    notAnImage: `Each image must be a ${AD_IMAGE_FORMAT_NAMES} picture`,
    tooManyPixels: 'Each image may have at most 25 megapixels',
    categoryInvalid: 'Category must be one of the listed categories',
    invalidContactEmail: 'Please enter a valid contact email address',
    notMultipart: 'Send the ad as multipart/form-data with its images',
    unreadableForm: 'The form could not be read; please send it again',
    /** The per-account limit of ads entering review in 24 hours (AD_DAILY_SUBMISSIONS); Retry-After says when. */
    dailyLimitReached: 'You have reached the number of ads you can submit in a day. Please try again later.',
    success: 'Ad submitted successfully!',
  },
  moderation: {
    idInvalid: 'id must be a positive whole number',
    adStatusFilterInvalid: 'status_all must be approved or pending',
    businessGroupStatusFilterInvalid: 'status_all must be 0 (pending) or 1 (approved)',
    adNotFound: 'This ad does not exist (it may have been deleted)',
    businessGroupNotFound: 'This business group does not exist (it may have been deleted)',
    adApproved: 'Ad approved',
    adRejected: 'Ad rejected',
    adDeleted: 'Ad deleted',
    businessGroupApproved: 'Business group approved',
    businessGroupRejected: 'Business group rejected',
    businessGroupDeleted: 'Business group deleted',
    /** One rule for the admin panel's actions on another admin's account: suspension and two-factor reset (docs/security.md). */
    adminAccount: 'Admin accounts cannot be suspended or have two-factor sign-in reset from the admin panel',
  },
  forgotPassword: {
    invalidEmail: 'Please enter a valid email address',
    failed: 'Failed to send reset link',
    sent: 'If an account exists for this email, a reset link has been sent.',
  },
  resetPassword: {
    shortPassword: 'Password must be at least 6 characters long',
    passwordRule: 'Password must include at least one uppercase letter, one lowercase letter, one number, and one special character',
    mismatch: 'Passwords do not match',
    /**
     * Under the new password before anything is typed: this form's rule (spec section 5) takes fewer special
     * characters than sign-up's, so a sign-up password with # or ^ is refused here unless the member is told.
     */
    allowedCharacters: `At least 6 characters, with an uppercase and a lowercase letter, a number and one of ${RESET_PASSWORD_SPECIALS.split('').join(' ')}. Only letters, numbers and those characters (not # ^ or spaces).`,
    failed: 'Failed to reset password',
    invalidToken: 'This reset link is invalid or has expired',
    success: 'Your password has been reset. Redirecting to login...',
  },
  directory: {
    noUsers: 'No users found.',
    noBusinessGroups: 'No business groups found.',
    loading: SITE_LABELS.loading,
  },
  admin: {
    noData: 'No data found',
  },
  http: {
    unauthorized: 'Please sign in to continue',
    forbidden: 'You do not have access to this section',
    notFound: 'Not found',
    tooManyRequests: 'Too many requests, please wait a moment and try again',
    payloadTooLarge: 'Images are too large. Kindly provide compressed images.',
    bodyTooDeep: 'The request body is nested too deeply',
    serviceUnavailable: 'The service is temporarily unavailable, please try again shortly',
    internal: 'Something went wrong',
    // The HTTP platform's own refusals, before any route runs.
    badRequest: 'The request could not be read',
    addressTooLong: 'The address is too long',
    headersTooLarge: 'The request headers are too large',
    requestTimeout: 'The request took too long to arrive; please try again',
    unsupportedMediaType: 'This kind of body is not accepted here; send JSON',
  },
  /** Proven email (docs/security.md, "Proven email"): what the API and the web app say about the confirmation link. */
  emailConfirmation: {
    required: 'Please confirm your email address first: open the link we sent you, or ask for a new one',
    confirmed: 'Your email address is confirmed',
    invalidLink: 'This confirmation link is invalid, was already used or was replaced by a newer one',
    expiredLink: 'This confirmation link has expired; sign in and ask for a new one',
    alreadyConfirmed: 'Your email address is already confirmed',
    resent: 'A new confirmation link is on its way to your email address',
    resendFailed: 'The link could not be sent, please try again',
    banner: 'Please confirm your email address. Until you do, you cannot send requests, post ads or appear in the directories.',
    resend: 'Resend',
    resending: 'Sending...',
    /**
     * Under a sign-up's success and, after the 2 s redirect, on /signin (issue #24): where the link went; the
     * Send it again button (POST /auth/confirmation/resend) sits under it.
     */
    checkInbox: (email: string) => `Check your inbox: we sent a confirmation link to ${email}.`,
    notThere: 'Not there after a few minutes? Look in your spam folder, or send it again.',
    sendAgain: 'Send it again',
    /** The public resend's one answer, whether or not the address has an account waiting (docs/security.md). */
    resentIfWaiting: 'If an account with this address is waiting for confirmation, a new link is on its way to it. Only the newest link works.',
    checking: 'Confirming your email address...',
    goHome: 'Go to the home page',
    /**
     * The link confirms only the account it was mailed for, in a browser signed in to it; someone else who holds the
     * mailbox sets a new password instead, which takes the account over (docs/security.md, "Confirmation link").
     */
    otherAccount: "This link confirms another account's address: sign out, then open the link again",
    signedOutTitle: 'Did you create this account?',
    signedOutExplain: 'Sign in with the password you chose when you signed up: this link then confirms your address.',
    signInToConfirm: 'Sign in to confirm',
    notYoursTitle: 'Did someone else create an account with your address?',
    notYoursExplain:
      'Then do not sign in. Choose your own password here instead: whoever created the account is signed out and can no longer sign in, and the profile they filled in is cleared.',
    setPassword: 'Set my password',
    settingPassword: 'Saving...',
    confirmedWithNewPassword:
      'Your email address is confirmed and the account now has your password. Everyone who was signed in to it has been signed out. Please sign in.',
  },
  /** Google sign-in's own refusals: the server-side flow sends them back to /signin#error=..., the ID-token door as error_message. */
  googleSignIn: {
    failed: 'Google sign-in failed',
    cancelled: 'Google sign-in was cancelled',
    expired: 'Google sign-in expired or was started in another browser, please try again',
    notConfigured: 'Google sign-in is not configured',
  },
  /** Google linking (docs/security.md, "Proven email"): an address already tied to another Google account. */
  googleLinking: {
    otherGoogleAccount: 'This email address is already linked to a different Google account',
  },
  /** Registration refused because the address looks like an existing account's (Unicode TR39 skeleton). */
  confusableEmail: {
    refused: 'This email address looks too much like an address already registered here; please use another one',
  },
} as const;
