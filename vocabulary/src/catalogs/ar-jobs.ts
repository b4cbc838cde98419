/** The Job Board's and the notifications' words in Arabic (issue #28 over issues #26 and #27). */
import type { APPLICATION_STATUS_LABELS, JOB_SCREEN_TEXTS, SALARY_PERIOD_LABELS, SAVED_SEARCH_NOTIFY_LABELS } from '../job-board';
import {
  JOB_LIMITS,
  type JOB_EMPLOYMENT_TYPE_LABELS,
  type JOB_STATUS_LABELS,
  type JOB_TEXTS,
  type JOB_WORKPLACE_LABELS,
  type SAVED_SEARCH_TEXTS,
} from '../jobs';
import type { IN_APP_NOTIFICATION_TEXTS } from '../in-app-notifications';
import type { NOTIFICATION_SCREEN_TEXTS, SUGGESTED_MENTORS_TEXTS } from '../notification-screen-texts';
import type { Translation } from './web-texts';
import { INTL_LOCALES } from '../languages';

const n = (value: number) => new Intl.NumberFormat(INTL_LOCALES.ar).format(value);
/** A title people wrote, isolated so a Latin title does not reorder the Arabic sentence around it. */
const iso = (text: string) => `\u2068${text}\u2069`;

export const JOB_STATUS_LABELS_AR = {
  pending: 'بانتظار المراجعة',
  approved: 'منشورة',
  rejected: 'لم تتم الموافقة',
  closed: 'مغلقة',
  expired: 'منتهية',
} as const satisfies Translation<typeof JOB_STATUS_LABELS>;

export const JOB_WORKPLACE_LABELS_AR = { on_site: 'في الموقع', hybrid: 'هجين', remote: 'عن بُعد' } as const satisfies Translation<typeof JOB_WORKPLACE_LABELS>;

export const JOB_EMPLOYMENT_TYPE_LABELS_AR = {
  full_time: 'دوام كامل',
  part_time: 'دوام جزئي',
  contract: 'عقد',
  internship: 'تدريب',
  volunteer: 'تطوع',
} as const satisfies Translation<typeof JOB_EMPLOYMENT_TYPE_LABELS>;

export const SALARY_PERIOD_LABELS_AR = { hour: 'ساعة', day: 'يوم', week: 'أسبوع', month: 'شهر', year: 'سنة' } as const satisfies Translation<
  typeof SALARY_PERIOD_LABELS
>;

export const APPLICATION_STATUS_LABELS_AR = {
  new: 'جديد',
  read: 'مقروء',
  shortlisted: 'في القائمة المختصرة',
  declined: 'مرفوض',
  hired: 'تم التوظيف',
} as const satisfies Translation<typeof APPLICATION_STATUS_LABELS>;

export const SAVED_SEARCH_NOTIFY_LABELS_AR = { daily: 'يوميًا', weekly: 'أسبوعيًا', none: 'أبدًا (احفظه فقط)' } as const satisfies Translation<
  typeof SAVED_SEARCH_NOTIFY_LABELS
>;

export const JOB_TEXTS_AR = {
  titleRequired: 'يرجى إدخال المسمى الوظيفي',
  titleTooLong: `يجب ألا يزيد المسمى الوظيفي عن ${n(JOB_LIMITS.titleMax)} حرفًا`,
  employerRequired: 'يرجى ذكر صاحب العمل: إحدى قوائم أعمالك الموافق عليها، أو اسمًا',
  employerBoth: 'يرجى ذكر قائمة أعمال أو اسم صاحب عمل، لا كليهما',
  employerNameTooLong: `يجب ألا يزيد اسم صاحب العمل عن ${n(JOB_LIMITS.employerNameMax)} حرفًا`,
  businessListingInvalid: 'قائمة الأعمال هذه ليست من قوائمك الموافق عليها',
  industryInvalid: 'يرجى اختيار أحد المجالات الثمانية',
  locationRequired: 'يرجى إدخال الموقع',
  locationTooLong: `يجب ألا يزيد الموقع عن ${n(JOB_LIMITS.locationMax)} حرفًا`,
  workplaceInvalid: 'يرجى الاختيار: في الموقع أو هجين أو عن بُعد',
  employmentTypeInvalid: 'يرجى الاختيار: دوام كامل أو دوام جزئي أو عقد أو تدريب أو تطوع',
  descriptionLength: `يجب أن يكون الوصف من ${n(JOB_LIMITS.descriptionMin)} إلى ${n(JOB_LIMITS.descriptionMax)} حرف`,
  salaryAmountInvalid: `يجب أن يكون مبلغ الراتب عددًا صحيحًا من ٠ إلى ${n(JOB_LIMITS.salaryMax)}`,
  salaryRangeInvalid: 'يجب ألا يزيد الحد الأدنى للراتب عن الحد الأعلى',
  salaryCurrencyInvalid: 'يجب أن تكون العملة رمزًا من ثلاثة أحرف وفق ISO 4217، مثل USD',
  salaryIncomplete: 'يحتاج الراتب إلى مبلغ وعملة وفترة',
  salaryPeriodInvalid: 'يرجى اختيار ساعة أو يوم أو أسبوع أو شهر أو سنة',
  applyUrlInvalid: 'يجب أن يكون رابط التقديم عنوانًا يبدأ بـ https://',
  applyEmailInvalid: 'يرجى إدخال بريد إلكتروني صالح للتقديم',
  applyInstructionsTooLong: `يجب ألا تزيد طريقة التقديم عن ${n(JOB_LIMITS.applyInstructionsMax)} حرفًا`,
  jobNotFound: 'الوظيفة غير موجودة',
  boardNotOpen: 'لوحة الوظائف غير مفتوحة بعد',
  jobNotRenewable: 'لا يمكن تجديد إلا وظيفة موافق عليها أو منتهية أو مغلقة',
  jobSaved: 'حُفظت وظيفتك وهي بانتظار المراجعة',
  jobUnchanged: 'لم يتغير شيء: بقيت وظيفتك كما كانت',
  jobSubmitted: 'أُرسلت وظيفتك وهي بانتظار المراجعة',
  jobDeleted: 'حُذفت وظيفتك',
  dailyLimitReached: 'نشرت أكبر عدد مسموح به من الوظائف خلال ٢٤ ساعة. يرجى المحاولة لاحقًا.',
  decisionInvalid: 'يجب أن تكون الحالة موافقة أو رفضًا',
  listFilterInvalid: 'يرجى الاختيار: بانتظار المراجعة أو الكل',
  filterInvalid: 'قيمة التصفية هذه ليست من الخيارات',
  applicationMessageLength: `يجب أن تكون رسالتك من ${n(JOB_LIMITS.applicationMessageMin)} إلى ${n(JOB_LIMITS.applicationMessageMax)} حرف`,
  alreadyApplied: 'لقد تقدمت إلى هذه الوظيفة من قبل',
  notYourOwnJob: 'لا يمكنك التقدم إلى وظيفتك',
  applicationNotMultipart: 'أرسل الطلب بصيغة multipart/form-data',
  cvNotPdf: 'يجب أن تكون السيرة الذاتية ملف PDF',
  cvTooLarge: `يجب ألا يزيد حجم السيرة الذاتية عن ${n(JOB_LIMITS.cvMaxBytes / (1024 * 1024))} ميغابايت`,
  cvOnlyOne: 'أرفق سيرة ذاتية واحدة فقط، في الحقل cv',
  applicationNotFound: 'لم يُعثر على الطلب',
  applicationStatusInvalid: 'يجب أن تكون الحالة: مقروء أو في القائمة المختصرة أو مرفوض أو تم التوظيف',
} as const satisfies Translation<typeof JOB_TEXTS>;

export const SAVED_SEARCH_TEXTS_AR = {
  kindInvalid: 'يرجى اختيار الوظائف أو الإعلانات',
  notifyInvalid: 'يرجى الاختيار: يوميًا أو أسبوعيًا أو أبدًا',
  queryTooLong: 'يجب ألا يزيد البحث عن ١٠٠ حرف',
  filtersInvalid: 'هذه التصفيات ليست تصفيات هذه القائمة',
  limitReached: `يمكنك الاحتفاظ بـ ${n(JOB_LIMITS.savedSearchesMax)} عمليات بحث محفوظة على الأكثر. يرجى حذف واحدة أولًا.`,
  notFound: 'البحث المحفوظ غير موجود',
  deleted: 'حُذف البحث المحفوظ',
  alertSubject: (count: number) => `جديد لبحثك المحفوظ: ${n(count)} ${count === 1 ? 'وظيفة' : 'وظائف'}`,
  alertIntro: 'وافقنا على هذه الوظائف منذ آخر تنبيه لبحثك المحفوظ',
  alertMore: (count: number) => `... و${n(count)} غيرها على اللوحة.`,
  alertFooter: 'إيقاف تنبيهات هذا البحث المحفوظ',
  unsubscribed: 'لن تصلك بعد الآن تنبيهات هذا البحث المحفوظ',
} as const satisfies Translation<typeof SAVED_SEARCH_TEXTS>;

export const JOB_SCREEN_TEXTS_AR = {
  title: 'لوحة الوظائف',
  searchJobs: 'ابحث في الوظائف',
  allIndustries: 'كل المجالات',
  allWorkplaces: 'كل أماكن العمل',
  allEmploymentTypes: 'كل أنواع التوظيف',
  loading: 'جارٍ جلب الوظائف...',
  empty: 'لا توجد وظائف تطابق بحثك بعد.',
  failed: 'تعذر تحميل الوظائف. يرجى المحاولة مرة أخرى.',
  tryAgain: 'حاول مرة أخرى',
  loadMore: 'تحميل المزيد',
  postJob: 'انشر وظيفة',
  posted: (date: string) => `نُشرت في ${date}`,
  closes: (date: string) => `مفتوحة حتى ${date}`,
  salary: 'الراتب',
  salaryRange: (range: string, period: string) => `${range} لكل ${period}`,
  howToApply: 'طريقة التقديم',
  applyByLink: 'قدّم على موقع صاحب العمل',
  applyByEmail: (address: string) => `أو راسل ${address}`,
  descriptionHint: `من ${n(JOB_LIMITS.descriptionMin)} إلى ${n(JOB_LIMITS.descriptionMax)} حرف.`,
  apply: 'تقدّم',
  signInToApply: 'سجّل الدخول للتقديم',
  signInToApplyNote: 'يحتاج التقديم إلى حساب عضو. سجّل الدخول وستعود إلى هذه الوظيفة.',
  backToJobs: 'العودة إلى الوظائف',
  notFound: 'لم تعد هذه الوظيفة على اللوحة.',
  applyTitle: (title: string) => `التقديم: ${iso(title)}`,
  sendApplication: 'أرسل الطلب',
  cvHint: 'ملف PDF لا يزيد عن ٢ ميغابايت.',
  cvNotPdf: 'يجب أن تكون سيرتك الذاتية ملف PDF.',
  cvTooLarge: 'يجب ألا يزيد حجم سيرتك الذاتية عن ٢ ميغابايت.',
  messageTooLong: `يجب ألا تزيد رسالتك عن ${n(JOB_LIMITS.applicationMessageMax)} حرف.`,
  removeCv: 'إزالة السيرة الذاتية',
  applicationSent: 'أُرسل طلبك. يمكنك متابعته في الرسائل.',
  openConversation: 'افتح المحادثة',
  applyFailed: 'تعذر إرسال طلبك. يرجى المحاولة مرة أخرى.',
  postTitle: 'انشر وظيفة',
  postIntro: 'يراجع فريقنا وظيفتك قبل عرضها على اللوحة. تبقى معروضة ٣٠ يومًا ويمكن تجديدها.',
  employerOwnName: 'اسم آخر',
  employerKindLabel: 'جهة التوظيف',
  listingEmployer: (title: string) => `نشاطي التجاري: ${iso(title)}`,
  salaryLegend: 'الراتب (اختياري)',
  submitJob: 'أرسل الوظيفة',
  goToMyJobs: 'انتقل إلى وظائفي',
  postFailed: 'تعذر حفظ الوظيفة. يرجى المحاولة مرة أخرى.',
  noJobs: 'لم تنشر أي وظيفة بعد.',
  status: 'الحالة',
  rejectedBecause: (reason: string) => `مرفوضة: ${reason}`,
  expires: (date: string) => `تنتهي في ${date}`,
  expired: (date: string) => `انتهت في ${date}`,
  edit: 'تعديل',
  editTitle: 'تعديل الوظيفة',
  editNotice: 'الحفظ يعيد الوظيفة إلى المراجعة؛ تغيب عن اللوحة حتى يوافق عليها مشرف من جديد.',
  save: 'حفظ',
  close: 'إغلاق الوظيفة',
  renew: 'تجديد',
  delete: 'حذف',
  cancel: 'إلغاء',
  confirmClose: (title: string) => `إغلاق ${iso(title)}؟ تغادر اللوحة ولا تستقبل طلبات أخرى.`,
  confirmRenew: (title: string) => `تجديد ${iso(title)}؟ تعود إلى المراجعة، ثم تبقى معروضة ٣٠ يومًا أخرى.`,
  confirmDelete: (title: string) => `حذف ${iso(title)} وطلباتها؟ لا يمكن التراجع عن ذلك.`,
  closedDone: 'أُغلقت الوظيفة.',
  renewedDone: 'أُرسلت الوظيفة إلى المراجعة لتجديدها.',
  actionFailed: 'لم ينجح ذلك. يرجى المحاولة مرة أخرى.',
  applications: (count: number) => (count === 1 ? 'طلب واحد' : `${n(count)} طلبات`),
  noApplications: 'لا توجد طلبات بعد.',
  applicationStatus: 'حالة الطلب',
  applicationStatusOf: (name: string) => `حالة طلب ${iso(name)}`,
  statusSaved: (name: string, status: string) => `أصبحت حالة طلب ${iso(name)}: ${status}`,
  conversation: 'المحادثة',
  cvAttached: 'السيرة الذاتية مرفقة',
  noSavedSearches: 'ليست لديك عمليات بحث محفوظة. استخدم «احفظ هذا البحث» في لوحة الوظائف أو في الإعلانات والخدمات.',
  saveSearch: 'احفظ هذا البحث',
  saveSearchTitle: 'احفظ هذا البحث',
  saveSearchIntro: 'نراسلك بالوظائف التي تطابقه، بالوتيرة التي تختارها.',
  saveSearchDone: 'حُفظ البحث. تجده في حسابي ضمن عمليات البحث المحفوظة.',
  saveSearchFailed: 'تعذر حفظ البحث. يرجى المحاولة مرة أخرى.',
  saveSearchButton: 'احفظ البحث',
  deleteSearch: 'حذف',
  confirmDeleteSearch: 'حذف هذا البحث المحفوظ؟ تتوقف رسائله.',
  searchDeleted: 'حُذف البحث المحفوظ.',
  kindLabels: { jobs: 'الوظائف', ads: 'الإعلانات والخدمات' },
  anything: 'كل شيء',
  notifyLabel: (notify: string) => `الرسائل: ${notify}`,
  sectionName: 'لوحة الوظائف',
  applicationFor: (title: string) => `طلب لوظيفة ${iso(title)}`,
  applicationStatusNow: (status: string) => `حالة الطلب: ${status}`,
  privatePreview: 'طلب توظيف',
} as const satisfies Translation<typeof JOB_SCREEN_TEXTS>;

export const NOTIFICATION_SCREEN_TEXTS_AR = {
  heading: 'الإشعارات',
  bell: 'الإشعارات',
  // The badge shows the count in the digits it has; the name carries the same, so it contains the visible text (WCAG 2.5.3).
  bellUnread: (count: number) => (count === 1 ? 'الإشعارات، 1 غير مقروء' : `الإشعارات، ${count} غير مقروءة`),
  loading: 'جارٍ تحميل الإشعارات...',
  empty: 'لا توجد إشعارات بعد',
  failed: 'تعذر تحميل الإشعارات.',
  retry: 'حاول مرة أخرى',
  markAllRead: 'تعليم الكل كمقروء',
  seeAll: 'عرض كل الإشعارات',
  loadMore: 'عرض الأقدم',
  unreadMark: 'غير مقروء',
  listLabel: 'إشعاراتك',
  push: {
    cardTitle: 'تلقَّ الإشعارات على هذا الجهاز',
    cardBody: 'فعّل الإشعارات لتعرف بالطلبات والردود الجديدة حتى عندما تكون هذه الصفحة مغلقة.',
    turnOn: 'تفعيل الإشعارات',
    turningOn: 'جارٍ التفعيل...',
    notNow: 'ليس الآن',
    on: 'الإشعارات مفعّلة على هذا الجهاز.',
    turnOff: 'إيقافها على هذا الجهاز',
    denied: 'الإشعارات محظورة لهذا الموقع في إعدادات متصفحك.',
    unsupported: 'لا يستطيع هذا المتصفح عرض إشعارات هذا الموقع.',
    failed: 'تعذر تفعيل الإشعارات. يرجى المحاولة مرة أخرى.',
    settingsHeading: 'الإشعارات الفورية على هذا الجهاز',
  },
  appName: 'شبكة المجتمع',
} as const satisfies Translation<typeof NOTIFICATION_SCREEN_TEXTS>;

/** Each notification's short text as the web app shows it (the bell and the page); the same words as the push titles. */
export const IN_APP_NOTIFICATION_TEXTS_AR = {
  request_received: 'طلب جديد',
  reply_received: 'رد جديد',
  request_accepted: 'قُبل الطلب',
  request_declined: 'رُفض الطلب',
  request_more_info: 'طُلبت معلومات إضافية',
  request_closed: 'أُغلقت المحادثة',
  request_expired: 'انتهت مهلة الطلب',
  request_reminder: 'طلب بانتظار ردك',
  ad_approved: 'تمت الموافقة على الإعلان',
  ad_rejected: 'لم تتم الموافقة على الإعلان',
  listing_approved: 'تمت الموافقة على إدراج نشاطك التجاري',
  listing_rejected: 'لم تتم الموافقة على إدراج نشاطك التجاري',
  report_decided: 'تمت مراجعة بلاغك',
  job_approved: 'تمت الموافقة على الوظيفة',
  job_rejected: 'لم تتم الموافقة على الوظيفة',
  job_application: 'طلب توظيف جديد لوظيفتك',
  application_status: 'تم تحديث طلب التوظيف الخاص بك',
} as const satisfies Translation<typeof IN_APP_NOTIFICATION_TEXTS>;

export const SUGGESTED_MENTORS_TEXTS_AR = {
  heading: 'مقترحون لك',
  othersHeading: 'آخرون يمكنهم المساعدة',
  loading: 'جارٍ تحميل الاقتراحات...',
  empty: 'لا توجد اقتراحات الآن',
  failed: 'تعذر تحميل الاقتراحات.',
  contact: 'تواصل',
  closeOthersTitle: 'قُبل طلبك',
  closeOthersBody: (count: number) =>
    count === 1
      ? 'لديك طلب مفتوح آخر. هل تغلقه ليتفرغ ذلك المرشد لمساعدة غيرك؟'
      : `لديك ${n(count)} طلبات مفتوحة أخرى. هل تغلقها ليتفرغ أولئك المرشدون لمساعدة غيرك؟`,
  closeOthers: 'أغلق الطلبات الأخرى',
  keepOthers: 'أبقها مفتوحة',
  closedOthers: (count: number) => (count === 1 ? 'أُغلق طلب واحد' : `أُغلقت ${n(count)} طلبات`),
} as const satisfies Translation<typeof SUGGESTED_MENTORS_TEXTS>;
