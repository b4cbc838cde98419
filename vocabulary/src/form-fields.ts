/**
 * Every field of the member app's forms: the label it shows and, where the spec gives one, the text said when it is
 * left empty (spec section 5), with the choice a select shows before one is made. One table for both: a form reads
 * its field's label and its rule's text from the same row, and MESSAGES (what the API answers) points here for the
 * same texts, so a label or a "... is required" is written once. Rows are keyed by the form's field names (the API's),
 * one group per form. `npm test` fails when a web-app label is a literal instead (frontend/src/one-source.test.ts).
 */

/**
 * The words that name a field, each once: several forms show the same field, and the ad's and the directories' views
 * name some of them too.
 */
export const FIELD_LABELS = {
  fullName: 'Full Name',
  name: 'Name',
  firstName: 'First Name',
  lastName: 'Last Name',
  businessName: 'Business Name',
  email: 'Email',
  password: 'Password',
  phoneNumber: 'Phone Number',
  industryType: 'Industry Type',
  jobTitle: 'Job Title',
  description: 'Description',
  optionalDescription: 'Description (optional)',
  message: 'Message',
  location: 'Location',
  title: 'Title',
  website: 'Website',
  category: 'Category',
  industry: 'Industry',
  currentPassword: 'Current password',
  /** The ad's page and the admin's lists, where the field is not asked for but shown. */
  price: 'Price',
  phone: 'Phone',
  /** A legal request's fields where they are shown, not asked for (a thread, a report): the form says "(optional)". */
  address: 'Address',
  relevantDate: 'Relevant Date',
} as const;

const EMAIL_REQUIRED = 'Email is required';
const TITLE_REQUIRED = 'Title is required';
const DESCRIPTION_REQUIRED = 'Description is required';
const MESSAGE_EMPTY = 'Message cannot be empty';
const INDUSTRY_PLACEHOLDER = 'Select an industry';
const PASSWORD_REQUIRED = 'Password is required';
const PHONE_REQUIRED = 'Phone number is required';
const INDUSTRY_REQUIRED = 'Industry type is required';
const LOCATION_REQUIRED = 'Location is required';
/** Said under the password field of My account's forms that ask for it (password, two-factor, deleting the account). */
const CURRENT_PASSWORD_REQUIRED = 'Please enter your current password';

export interface FormField {
  readonly label: string;
  /** The text for the field left empty (where the spec or the screen has one). */
  readonly required?: string;
  /** What a select shows before a choice. */
  readonly placeholder?: string;
  /**
   * The label where the field's value is shown rather than asked for (a request in a thread or a report), when the
   * form's label says more than the value needs: its "(optional)".
   */
  readonly shownLabel?: string;
}

export const FORM_FIELDS = {
  signIn: {
    email: { label: FIELD_LABELS.email },
    password: { label: FIELD_LABELS.password },
  },
  /** Also My account's profile and a Google account's profile completion: the registration rules of the role. */
  memberSignUp: {
    name: { label: FIELD_LABELS.fullName, required: 'Full name is required' },
    email: { label: FIELD_LABELS.email, required: EMAIL_REQUIRED },
    password: { label: FIELD_LABELS.password, required: PASSWORD_REQUIRED },
    /** Required by the browser's own check (spec section 5), so it has no text of ours. */
    mentorship: { label: 'Are you open to mentoring other members?' },
    PhoneNumber: { label: FIELD_LABELS.phoneNumber, required: PHONE_REQUIRED },
    IndustryType: { label: FIELD_LABELS.industryType, required: INDUSTRY_REQUIRED, placeholder: INDUSTRY_PLACEHOLDER },
    JobTitle: { label: FIELD_LABELS.jobTitle, required: 'Job title is required' },
    Description: { label: FIELD_LABELS.optionalDescription },
  },
  /** Also the profile of a business account in My account. */
  businessSignUp: {
    name: { label: FIELD_LABELS.businessName, required: 'Business name is required' },
    email: { label: FIELD_LABELS.email, required: EMAIL_REQUIRED },
    password: { label: FIELD_LABELS.password, required: PASSWORD_REQUIRED },
    IndustryType: { label: FIELD_LABELS.industryType, required: INDUSTRY_REQUIRED, placeholder: INDUSTRY_PLACEHOLDER },
    Description: { label: FIELD_LABELS.description },
    website_url: { label: 'Website (optional)' },
    confirmConnections: { label: 'I would like to connect with members of the community' },
  },
  forgotPassword: {
    email: { label: FIELD_LABELS.email },
  },
  resetPassword: {
    password: { label: 'New Password' },
    confirmPassword: { label: 'Confirm Password' },
  },
  contact: {
    first_name: { label: FIELD_LABELS.firstName, required: 'First name is required' },
    last_name: { label: FIELD_LABELS.lastName, required: 'Last name is required' },
    email: { label: FIELD_LABELS.email, required: EMAIL_REQUIRED },
    phone_number: { label: FIELD_LABELS.phoneNumber, required: PHONE_REQUIRED },
    subject: { label: 'Subject', required: 'Subject is required', placeholder: 'Select a subject' },
    message: { label: FIELD_LABELS.message, required: 'Message is required' },
    /** The trap for robots, hidden from people (docs/security.md): a person never sees or fills it. */
    contact_me_by_fax: { label: 'Leave this field empty' },
  },
  /** The contact modals of the Professional Network and the Business Directory. */
  memberContact: {
    full_name: { label: FIELD_LABELS.name, required: 'Name is required' },
    email: { label: FIELD_LABELS.email, required: EMAIL_REQUIRED },
    description: { label: FIELD_LABELS.message, required: MESSAGE_EMPTY },
  },
  legal: {
    full_name: { label: FIELD_LABELS.fullName, required: 'Full Name is required.' },
    email: { label: FIELD_LABELS.email },
    PhoneNumber: { label: FIELD_LABELS.phoneNumber },
    address: { label: 'Address (optional)', shownLabel: FIELD_LABELS.address },
    legal_issue: { label: 'Legal Issue Type', required: 'Select a legal issue type.', placeholder: 'Select a legal issue type' },
    specific_issue: { label: 'Specific Issue', required: 'Select a specific issue.', placeholder: 'Select a specific issue' },
    description: { label: FIELD_LABELS.description },
    relevent_data: { label: 'Relevant Date (optional)', shownLabel: FIELD_LABELS.relevantDate },
    consent: { label: 'I consent to sharing these details with the lawyer I am contacting.', required: 'You must consent to proceed.' },
    agreement: { label: 'I agree that this is not a substitute for formal legal advice.', required: 'You must agree to proceed.' },
  },
  clinic: {
    gender: { label: 'Gender', required: 'Gender is required', placeholder: 'Select a gender' },
    age: { label: 'Age' },
    contact_info: { label: 'Contact Info', required: 'Contact info is required' },
    location: { label: FIELD_LABELS.location, required: LOCATION_REQUIRED },
    Symptoms: { label: 'Symptoms', required: 'Symptoms description is required' },
    duration_of_symptoms: { label: 'Duration of Symptoms', required: 'Duration is required' },
    pain_rating: { label: 'Pain Rating (1-10)' },
    existing_medical_conditions: { label: 'Existing Medical Conditions', required: 'Medical conditions are required' },
    active_medications_prescriptions: { label: 'Active Medications / Prescriptions', required: 'Medication details are required' },
  },
  /** Register Your Ad and Edit ad (My ads). */
  ad: {
    title: { label: FIELD_LABELS.title, required: TITLE_REQUIRED },
    description: { label: FIELD_LABELS.description, required: DESCRIPTION_REQUIRED },
    category: { label: FIELD_LABELS.category, required: 'Category is required', placeholder: 'Select a category' },
    ad_description: { label: 'Ad Description', required: 'Ad description is required' },
    price_offer: { label: 'Price / Offer (optional)' },
    contact_email: { label: 'Contact Email', required: 'Contact email is required' },
    contact_phone: { label: 'Contact Phone', required: 'Contact phone is required' },
    location: { label: FIELD_LABELS.location, required: LOCATION_REQUIRED },
  },
  /** Post a job and its edit in My jobs (issue #27). */
  /** Its "left empty" texts are the API's own sentences (JOB_TEXTS in jobs.ts), which the form's rules use. */
  job: {
    title: { label: FIELD_LABELS.title },
    employer_name: { label: 'Employer' },
    industry: { label: FIELD_LABELS.industry, placeholder: INDUSTRY_PLACEHOLDER },
    location: { label: FIELD_LABELS.location },
    workplace: { label: 'Workplace', placeholder: 'Select a workplace' },
    employment_type: { label: 'Employment type', placeholder: 'Select an employment type' },
    salary_min: { label: 'Salary from (optional)' },
    salary_max: { label: 'Salary up to (optional)' },
    salary_currency: { label: 'Currency' },
    salary_period: { label: 'Per', placeholder: 'Select a period' },
    description: { label: FIELD_LABELS.description },
    apply_instructions: { label: 'How to apply (optional)' },
    apply_url: { label: 'Application link (optional)' },
    apply_email: { label: 'Application email (optional)' },
  },
  /** The Apply dialog of a job's page. */
  jobApplication: {
    message: { label: FIELD_LABELS.message, required: MESSAGE_EMPTY },
    cv: { label: 'CV (PDF, optional)' },
  },
  /** Save this search (the jobs list and the ads board). */
  savedSearch: {
    notify: { label: 'Email me new matches' },
  },
  /** My account: Password & email. */
  changePassword: {
    currentPassword: { label: FIELD_LABELS.currentPassword, required: CURRENT_PASSWORD_REQUIRED },
    newPassword: { label: 'New password' },
  },
  changeEmail: {
    newEmail: { label: 'New email address' },
  },
  /** My account: My data (deleting the account asks for the password, when the account has one). */
  deleteAccount: {
    password: { label: 'Your password', required: CURRENT_PASSWORD_REQUIRED },
  },
  /** /account/export-request: a member who cannot sign in asks for a link to their data. */
  exportRequest: {
    email: { label: FIELD_LABELS.email },
  },
  /** My account: My business (the listing's edit, reviewed before the directory shows it). */
  businessListing: {
    title: { label: FIELD_LABELS.title },
    description: { label: FIELD_LABELS.description },
    website_url: { label: FIELD_LABELS.website },
  },
  /** The code asked at sign-in and in My account's two-factor settings (with the password there). */
  twoFactor: {
    code: { label: 'Authentication code', required: 'Enter the 6-digit code or a recovery code' },
    recoveryCode: { label: 'Recovery code' },
    password: { label: FIELD_LABELS.currentPassword, required: CURRENT_PASSWORD_REQUIRED },
  },
} as const satisfies Record<string, Record<string, FormField>>;

export type FormName = keyof typeof FORM_FIELDS;
