import type { FORM_FIELDS, FIELD_LABELS } from '../form-fields';
import type { Translation } from './web-texts';

/** FIELD_LABELS and FORM_FIELDS in Arabic (form-fields.ts has the English and says what each row is). */
export const FIELD_LABELS_AR = {
  fullName: 'الاسم الكامل',
  name: 'الاسم',
  firstName: 'الاسم الأول',
  lastName: 'اسم العائلة',
  businessName: 'اسم النشاط التجاري',
  email: 'البريد الإلكتروني',
  password: 'كلمة المرور',
  phoneNumber: 'رقم الهاتف',
  industryType: 'مجال العمل',
  jobTitle: 'المسمى الوظيفي',
  description: 'الوصف',
  optionalDescription: 'الوصف (اختياري)',
  message: 'الرسالة',
  location: 'الموقع',
  title: 'العنوان',
  website: 'الموقع الإلكتروني',
  category: 'الفئة',
  industry: 'مجال العمل',
  currentPassword: 'كلمة المرور الحالية',
  price: 'السعر',
  phone: 'الهاتف',
  address: 'العنوان',
  relevantDate: 'التاريخ المتعلق',
} as const satisfies Translation<typeof FIELD_LABELS>;

const L = FIELD_LABELS_AR;
const EMAIL_REQUIRED = 'البريد الإلكتروني مطلوب';
const INDUSTRY_PLACEHOLDER = 'اختر مجال العمل';
const PASSWORD_REQUIRED = 'كلمة المرور مطلوبة';
const PHONE_REQUIRED = 'رقم الهاتف مطلوب';
const INDUSTRY_REQUIRED = 'مجال العمل مطلوب';
const LOCATION_REQUIRED = 'الموقع مطلوب';
const CURRENT_PASSWORD_REQUIRED = 'يرجى إدخال كلمة المرور الحالية';

export const FORM_FIELDS_AR = {
  signIn: { email: { label: L.email }, password: { label: L.password } },
  memberSignUp: {
    name: { label: L.fullName, required: 'الاسم الكامل مطلوب' },
    email: { label: L.email, required: EMAIL_REQUIRED },
    password: { label: L.password, required: PASSWORD_REQUIRED },
    mentorship: { label: 'هل أنت مستعد لإرشاد أعضاء آخرين؟' },
    PhoneNumber: { label: L.phoneNumber, required: PHONE_REQUIRED },
    IndustryType: { label: L.industryType, required: INDUSTRY_REQUIRED, placeholder: INDUSTRY_PLACEHOLDER },
    JobTitle: { label: L.jobTitle, required: 'المسمى الوظيفي مطلوب' },
    Description: { label: L.optionalDescription },
  },
  businessSignUp: {
    name: { label: L.businessName, required: 'اسم النشاط التجاري مطلوب' },
    email: { label: L.email, required: EMAIL_REQUIRED },
    password: { label: L.password, required: PASSWORD_REQUIRED },
    IndustryType: { label: L.industryType, required: INDUSTRY_REQUIRED, placeholder: INDUSTRY_PLACEHOLDER },
    Description: { label: L.description },
    website_url: { label: 'الموقع الإلكتروني (اختياري)' },
    confirmConnections: { label: 'أرغب في التواصل مع أعضاء المجتمع' },
  },
  forgotPassword: { email: { label: L.email } },
  resetPassword: { password: { label: 'كلمة المرور الجديدة' }, confirmPassword: { label: 'تأكيد كلمة المرور' } },
  contact: {
    first_name: { label: L.firstName, required: 'الاسم الأول مطلوب' },
    last_name: { label: L.lastName, required: 'اسم العائلة مطلوب' },
    email: { label: L.email, required: EMAIL_REQUIRED },
    phone_number: { label: L.phoneNumber, required: PHONE_REQUIRED },
    subject: { label: 'الموضوع', required: 'الموضوع مطلوب', placeholder: 'اختر موضوعًا' },
    message: { label: L.message, required: 'الرسالة مطلوبة' },
    contact_me_by_fax: { label: 'اترك هذا الحقل فارغًا' },
  },
  memberContact: {
    full_name: { label: L.name, required: 'الاسم مطلوب' },
    email: { label: L.email, required: EMAIL_REQUIRED },
    description: { label: L.message, required: 'لا يمكن أن تكون الرسالة فارغة' },
  },
  legal: {
    full_name: { label: L.fullName, required: 'الاسم الكامل مطلوب.' },
    email: { label: L.email },
    PhoneNumber: { label: L.phoneNumber },
    address: { label: 'العنوان (اختياري)', shownLabel: L.address },
    legal_issue: { label: 'نوع المسألة القانونية', required: 'اختر نوع المسألة القانونية.', placeholder: 'اختر نوع المسألة القانونية' },
    specific_issue: { label: 'المسألة المحددة', required: 'اختر المسألة المحددة.', placeholder: 'اختر المسألة المحددة' },
    description: { label: L.description },
    relevent_data: { label: 'التاريخ المتعلق (اختياري)', shownLabel: L.relevantDate },
    consent: { label: 'أوافق على مشاركة هذه التفاصيل مع المحامي الذي أتواصل معه.', required: 'يجب أن توافق للمتابعة.' },
    agreement: { label: 'أقر بأن هذا ليس بديلًا عن استشارة قانونية رسمية.', required: 'يجب أن تقر بذلك للمتابعة.' },
  },
  clinic: {
    gender: { label: 'الجنس', required: 'الجنس مطلوب', placeholder: 'اختر الجنس' },
    age: { label: 'العمر' },
    contact_info: { label: 'معلومات التواصل', required: 'معلومات التواصل مطلوبة' },
    location: { label: L.location, required: LOCATION_REQUIRED },
    Symptoms: { label: 'الأعراض', required: 'وصف الأعراض مطلوب' },
    duration_of_symptoms: { label: 'مدة الأعراض', required: 'المدة مطلوبة' },
    pain_rating: { label: 'شدة الألم (1-10)' },
    existing_medical_conditions: { label: 'الحالات الطبية الحالية', required: 'الحالات الطبية مطلوبة' },
    active_medications_prescriptions: { label: 'الأدوية والوصفات الحالية', required: 'تفاصيل الأدوية مطلوبة' },
  },
  ad: {
    title: { label: L.title, required: 'العنوان مطلوب' },
    description: { label: L.description, required: 'الوصف مطلوب' },
    category: { label: L.category, required: 'الفئة مطلوبة', placeholder: 'اختر فئة' },
    ad_description: { label: 'وصف الإعلان', required: 'وصف الإعلان مطلوب' },
    price_offer: { label: 'السعر / العرض (اختياري)' },
    contact_email: { label: 'بريد التواصل', required: 'بريد التواصل مطلوب' },
    contact_phone: { label: 'هاتف التواصل', required: 'هاتف التواصل مطلوب' },
    location: { label: L.location, required: LOCATION_REQUIRED },
  },
  job: {
    title: { label: L.title },
    employer_name: { label: 'جهة العمل' },
    industry: { label: L.industry, placeholder: INDUSTRY_PLACEHOLDER },
    location: { label: L.location },
    workplace: { label: 'مكان العمل', placeholder: 'اختر مكان العمل' },
    employment_type: { label: 'نوع التوظيف', placeholder: 'اختر نوع التوظيف' },
    salary_min: { label: 'الراتب من (اختياري)' },
    salary_max: { label: 'الراتب حتى (اختياري)' },
    salary_currency: { label: 'العملة' },
    salary_period: { label: 'لكل', placeholder: 'اختر مدة' },
    description: { label: L.description },
    apply_instructions: { label: 'طريقة التقديم (اختياري)' },
    apply_url: { label: 'رابط التقديم (اختياري)' },
    apply_email: { label: 'بريد التقديم (اختياري)' },
  },
  jobApplication: {
    message: { label: L.message, required: 'لا يمكن أن تكون الرسالة فارغة' },
    cv: { label: 'السيرة الذاتية (PDF، اختياري)' },
  },
  savedSearch: { notify: { label: 'أرسل لي النتائج الجديدة بالبريد' } },
  changePassword: {
    currentPassword: { label: L.currentPassword, required: CURRENT_PASSWORD_REQUIRED },
    newPassword: { label: 'كلمة المرور الجديدة' },
  },
  changeEmail: { newEmail: { label: 'عنوان البريد الإلكتروني الجديد' } },
  deleteAccount: { password: { label: 'كلمة مرورك', required: CURRENT_PASSWORD_REQUIRED } },
  exportRequest: { email: { label: L.email } },
  businessListing: { title: { label: L.title }, description: { label: L.description }, website_url: { label: L.website } },
  twoFactor: {
    code: { label: 'رمز التحقق', required: 'أدخل الرمز المكون من 6 أرقام أو رمز استرداد' },
    recoveryCode: { label: 'رمز الاسترداد' },
    password: { label: L.currentPassword, required: CURRENT_PASSWORD_REQUIRED },
  },
} as const satisfies Translation<typeof FORM_FIELDS>;
