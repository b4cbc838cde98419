import type { MailCatalog } from './mail-catalog';

/** Header values come from people: keep each on one line. */
const oneLine = (text: string) => text.replace(/[\r\n\t\u2028\u2029]+/g, ' ').trim();
const privacyNote = 'حفاظًا على خصوصيتك لا تحمل هذه الرسالة أي تفاصيل؛ سجّل الدخول لقراءتها.';
/** A name or title from people, set apart so a left-to-right name does not reorder the Arabic sentence around it (FSI … PDI). */
const isolate = (text: string) => `\u2068${text}\u2069`;

const KINDS = {
  'professional-network': 'الشبكة المهنية',
  'legal-assistance': 'المساعدة القانونية',
  'virtual-clinic': 'العيادة الافتراضية',
  'business-groups': 'دليل الأعمال',
  'job-board': 'لوحة الوظائف',
} as const;
const STATUSES = {
  new: 'جديدة',
  read: 'مقروءة',
  accepted: 'مقبولة',
  declined: 'مرفوضة',
  more_info: 'بحاجة إلى معلومات إضافية',
  closed: 'مغلقة',
  expired: 'منتهية',
} as const;
/** The job application statuses as the poster sets them (the web catalog's APPLICATION_STATUS_LABELS_AR). */
const APPLICATION_STATUSES = {
  new: 'جديد',
  read: 'مقروء',
  shortlisted: 'في القائمة المختصرة',
  declined: 'مرفوض',
  hired: 'تم التوظيف',
} as const;
const NOTIFICATION_KINDS = {
  new_request: 'طلب جديد',
  reply: 'رد',
  status_change: 'تغيّر الحالة',
  moderation_outcome: 'نتيجة المراجعة',
} as const;

/**
 * The Arabic mails (Modern Standard Arabic). Same facts and links as the English ones; names, titles and messages
 * people wrote are set in isolates so a Latin name keeps its place in the right-to-left sentence. Legal and clinic
 * mails say only that something happened, as in English.
 */
export const MAIL_AR: MailCatalog = {
  labels: { kinds: KINDS, statuses: STATUSES, notificationKinds: NOTIFICATION_KINDS },

  confirmEmail: ({ name, link }) => ({
    subject: 'أكّد عنوان بريدك الإلكتروني',
    text:
      `مرحبًا ${isolate(name)}،\n\nأهلًا بك في شبكة المجتمع. يُرجى تأكيد أن هذا العنوان لك بفتح هذا الرابط خلال ٢٤ ساعة:\n\n${link}\n\n` +
      `إن كنت أنت من أنشأ هذا الحساب، فستطلب منك الصفحة تسجيل الدخول بكلمة المرور التي اخترتها، ثم تؤكّد عنوانك. ` +
      `وإلى أن تفعل ذلك، يمكنك تسجيل الدخول وإكمال ملفك الشخصي، لكن لا يمكنك إرسال الطلبات أو نشر الإعلانات أو الظهور في الأدلة.\n\n` +
      `إن لم تكن أنت من أنشأ هذا الحساب، فقد استخدم شخص آخر عنوانك: لا تسجّل الدخول إليه. افتح الرابط واختر ` +
      `«تعيين كلمة المرور» بدلًا من ذلك. يصبح الحساب عندها لك وحدك: يُسجَّل خروج من أنشأه ولا يعود بإمكانه تسجيل الدخول، ` +
      `ويُمحى ما أدخله.`,
  }),
  resetLink: ({ name, link, unconfirmed }) => ({
    subject: 'أعد تعيين كلمة المرور',
    text:
      `مرحبًا ${isolate(name)}،\n\nطلب أحدهم (نأمل أن يكون أنت) إعادة تعيين كلمة مرور حسابك في شبكة المجتمع.\n` +
      `افتح هذا الرابط خلال ساعة واحدة لاختيار كلمة مرور جديدة:\n\n${link}\n\n` +
      (unconfirmed
        ? `لم يُؤكَّد عنوان البريد الإلكتروني لهذا الحساب قط، لذا لا يمكننا معرفة ما إذا كنت أنت أو شخص آخر من أنشأه. ` +
          `اختيار كلمة مرور جديدة يؤكّد العنوان ويجعل الحساب لك وحدك: يُسجَّل خروج كل من سجّل الدخول إليه، ` +
          `ويُمحى ملفه الشخصي، فتملؤه من جديد بعد تسجيل الدخول.\n\n`
        : '') +
      `إن لم تطلب ذلك، فتجاهل هذه الرسالة: تبقى كلمة مرورك كما هي.`,
  }),
  registrationAttempt: ({ name, signInLink, resetLink }) => ({
    subject: 'حاول أحدهم التسجيل بعنوان بريدك الإلكتروني',
    text:
      `مرحبًا ${isolate(name)}،\n\nحاول أحدهم للتو إنشاء حساب جديد في شبكة المجتمع بعنوان البريد هذا، وله حساب بالفعل.\n\n` +
      `إن كنت أنت، فسجّل الدخول بدلًا من ذلك: ${signInLink}\nإن نسيت كلمة المرور، فأعد تعيينها من هنا: ${resetLink}\n\n` +
      `إن لم تكن أنت، فلم يتغيّر شيء ويمكنك تجاهل هذه الرسالة.`,
  }),
  resetWithoutAccount: ({ signUpLink }) => ({
    subject: 'أعد تعيين كلمة المرور',
    text:
      `مرحبًا،\n\nطلب أحدهم (نأمل أن يكون أنت) إعادة تعيين كلمة مرور حساب في شبكة المجتمع لهذا العنوان، لكن لا يوجد حساب يستخدمه.\n\n` +
      `إن كنت أنت، فربما سجّلت بعنوان آخر، أو يمكنك إنشاء حساب من هنا: ${signUpLink}\n\n` +
      `إن لم تكن أنت، فتجاهل هذه الرسالة.`,
  }),

  passwordChanged: ({ name }) => ({
    subject: 'تغيّرت كلمة مرورك',
    text:
      `مرحبًا ${isolate(name)}،\n\nتغيّرت للتو كلمة مرور حسابك في شبكة المجتمع، وسُجِّل الخروج من كل جهاز آخر.\n\n` +
      `إن لم تكن أنت، فأعد تعيين كلمة المرور الآن من صفحة تسجيل الدخول وأخبرنا عبر نموذج التواصل.`,
  }),
  confirmNewEmail: ({ name, link }) => ({
    subject: 'أكّد عنوان بريدك الإلكتروني الجديد',
    text:
      `مرحبًا ${isolate(name)}،\n\nافتح هذا الرابط خلال ساعة واحدة ليصبح هذا العنوان عنوان حسابك في شبكة المجتمع:\n\n` +
      `${link}\n\nلن يتغيّر شيء قبل ذلك. إن لم تطلب هذا، فتجاهل هذه الرسالة.`,
  }),
  emailChangeRequested: ({ name }) => ({
    subject: 'طُلب تغيير عنوان بريدك الإلكتروني',
    text:
      `مرحبًا ${isolate(name)}،\n\nطلب شخص مسجّل الدخول إلى حسابك في شبكة المجتمع نقله إلى عنوان بريد آخر. ` +
      `لن يتغيّر شيء ما لم يُفتح الرابط المرسل إلى ذلك العنوان خلال ساعة واحدة.\n\n` +
      `إن لم تكن أنت، فغيّر كلمة مرورك الآن.`,
  }),
  emailChangeToTakenAddress: ({ name }) => ({
    subject: 'حاول أحدهم نقل حساب إلى عنوان بريدك الإلكتروني',
    text:
      `مرحبًا ${isolate(name)}،\n\nطلب شخص مسجّل الدخول إلى حساب آخر في شبكة المجتمع نقل ذلك الحساب إلى عنوان البريد هذا، ` +
      `وله حساب بالفعل: حسابك. لم يُرسَل ما يمكنه فعل ذلك، وحسابك لم يتغيّر.\n\n` +
      `إن كنت أنت، فلديك حساب هنا بالفعل؛ يمكنك تجاهل هذه الرسالة.`,
  }),
  emailChanged: ({ name }) => ({
    subject: 'تغيّر عنوان بريدك الإلكتروني',
    text: `مرحبًا ${isolate(name)}،\n\nأصبح تسجيل الدخول إلى حسابك في شبكة المجتمع بهذا العنوان.`,
  }),
  confirmDeletion: ({ name, link }) => ({
    subject: 'أكّد حذف حسابك',
    text:
      `مرحبًا ${isolate(name)}،\n\nافتح هذا الرابط خلال ساعة واحدة لحذف حسابك في شبكة المجتمع نهائيًا:\n\n${link}\n\n` +
      `إن لم تطلب ذلك، فتجاهل هذه الرسالة: لن يتغيّر شيء.`,
  }),
  accountDeleted: ({ name }) => ({
    subject: 'حُذف حسابك',
    text:
      `مرحبًا ${isolate(name)}،\n\nحُذف حسابك في شبكة المجتمع وإعلاناتك وقوائم أعمالك. ` +
      `تبقى الرسائل التي أرسلتها لدى مستلميها بتوقيع «عضو محذوف». لم يعد هذا العنوان محفوظًا لدينا.`,
  }),
  dataExport: ({ name, link }) => ({
    subject: 'بياناتك من شبكة المجتمع',
    text:
      `مرحبًا ${isolate(name)}،\n\nطلبت نسخة من بياناتك. افتح هذا الرابط خلال ٢٤ ساعة لتنزيلها ملفَّ JSON:\n\n${link}\n\n` + `إن لم تطلب ذلك، فتجاهل هذه الرسالة.`,
  }),
  twoFactorResetByAdmin: ({ name }) => ({
    subject: 'أُوقف التحقق بخطوتين في حسابك',
    text:
      `مرحبًا ${isolate(name)}،\n\nأوقف أحد مشرفي شبكة المجتمع التحقق بخطوتين في حسابك، ` +
      `وسُجِّل الخروج من كل جهاز. سجّل الدخول بكلمة مرورك وفعّله من جديد في «حسابي».\n\n` +
      `إن لم تطلب ذلك، فأعد تعيين كلمة المرور الآن من صفحة تسجيل الدخول وأخبرنا عبر نموذج التواصل.`,
  }),

  adApproved: ({ title, boardLink }) => ({
    subject: `إعلانك «${isolate(title)}» منشور الآن`,
    text: `خبر سار: وافق أحد المشرفين على إعلانك «${isolate(title)}».\n\nيمكن للأعضاء الآن رؤيته في لوحة الإعلانات والخدمات:\n${boardLink}\n`,
  }),
  adRejected: ({ title, reason, contactEmail }) => ({
    subject: `لم تتم الموافقة على إعلانك «${isolate(title)}»`,
    text:
      `راجع أحد المشرفين إعلانك «${isolate(title)}» ولم يوافق عليه.\n\n` +
      (reason ? `السبب: ${isolate(reason)}\n\n` : '') +
      `يسعدنا أن ترسل إعلانًا مصحّحًا. إن كانت لديك أسئلة، فراسلنا على ${contactEmail}.\n`,
  }),
  adExpiryReminder: ({ title, day, myAdsLink }) => ({
    subject: `ينتهي إعلانك «${isolate(title)}» قريبًا`,
    text: `يغادر إعلانك «${isolate(title)}» لوحة الإعلانات والخدمات في ${day}.\n\nلإبقائه فيها، جدّده من «إعلاناتي»:\n${myAdsLink}\n`,
  }),
  businessGroupApproved: ({ title, directoryLink }) => ({
    subject: `نشاطك التجاري «${isolate(title)}» موجود الآن في دليل الأعمال`,
    text:
      `خبر سار: وافق أحد المشرفين على «${isolate(title)}».\n\n` + `يظهر الآن في دليل الأعمال العام، حيث يمكن للأعضاء والزوار التواصل معك:\n${directoryLink}\n`,
  }),
  businessGroupRejected: ({ title, reason, contactEmail }) => ({
    subject: `لم تتم الموافقة على نشاطك التجاري «${isolate(title)}»`,
    text:
      `راجع أحد المشرفين «${isolate(title)}» ولم يوافق على إدراجه في دليل الأعمال.\n\n` +
      (reason ? `السبب: ${isolate(reason)}\n\n` : '') +
      `إن كنت ترى أن هذا خطأ، فراسلنا على ${contactEmail}.\n`,
  }),
  businessGroupEditApproved: ({ title, directoryLink }) => ({
    subject: `تمت الموافقة على تعديلاتك على «${isolate(title)}»`,
    text: `وافق أحد المشرفين على تعديلاتك. يعرض دليل الأعمال الآن «${isolate(title)}» كما عدّلته:\n${directoryLink}\n`,
  }),
  businessGroupEditRejected: ({ title, reason, contactEmail }) => ({
    subject: `لم تتم الموافقة على تعديلاتك على «${isolate(title)}»`,
    text:
      `راجع أحد المشرفين تعديلاتك على «${isolate(title)}» ولم يوافق عليها. ` +
      `تبقى القائمة في دليل الأعمال كما كانت من قبل.\n\n` +
      (reason ? `السبب: ${isolate(reason)}\n\n` : '') +
      `يمكنك تعديلها مجددًا من «حسابي» ثم «نشاطي التجاري». إن كنت ترى أن هذا خطأ، فراسلنا على ${contactEmail}.\n`,
  }),

  professionalNetworkRequest: ({ name, fromName, description, replyByMail, link }) => ({
    subject: `رسالة جديدة من ${isolate(fromName)} (الشبكة المهنية)`,
    text:
      `مرحبًا ${isolate(name)}،\n\nأرسل إليك ${isolate(fromName)}، وهو عضو في شبكة المجتمع، رسالة عبر الشبكة المهنية:\n\n` +
      `${description}\n\n${replyByMail ? 'ردّ على هذه الرسالة للإجابة، أو أجب في التطبيق' : 'أجب في التطبيق'}: ${link}\n`,
  }),
  privateRequest: ({ name, kind, link }) => ({
    subject: `طلب بانتظارك (${KINDS[kind]})`,
    text:
      `مرحبًا ${isolate(name)}،\n\nأرسل إليك أحد الأعضاء طلبًا عبر ${KINDS[kind]}. ` +
      `حفاظًا على خصوصيته لا تحمل هذه الرسالة أي تفاصيل.\n\nسجّل الدخول لقراءته: ${link}\n`,
  }),
  businessGroupRequest: ({ name, groupTitle, visitorName, visitorEmail, description, link }) => ({
    subject: oneLine(`رسالة جديدة إلى ${isolate(groupTitle)} عبر دليل الأعمال`),
    text:
      `مرحبًا ${isolate(name)}،\n\nكتب زائر ليس لديه حساب إلى ${isolate(groupTitle)} عبر دليل الأعمال. ` +
      `يقول إن اسمه «${isolate(oneLine(visitorName))}» وإن عنوان بريده ${oneLine(visitorEmail)}؛ ` +
      `ولم يُتحقَّق من أيٍّ منهما.\n\n${description}\n\n` +
      `أجب في التطبيق (يُرسَل ردّك بالبريد إلى العنوان الذي ذكره): ${link}\n`,
  }),
  reply: ({ name, kind, private: isPrivate, authorName, body, link }) => ({
    subject: `رد جديد في محادثتك في ${KINDS[kind]}`,
    text: `مرحبًا ${isolate(name)}،\n\n${
      isPrivate ? `هناك رد جديد في محادثتك في ${KINDS[kind]}. ${privacyNote}` : `ردّ ${isolate(authorName)} في محادثتك في ${KINDS[kind]}:\n\n${body}`
    }\n\nافتح المحادثة: ${link}\n`,
  }),
  businessGroupReply: ({ name, groupTitle, body }) => ({
    subject: oneLine(`ردّ ${isolate(groupTitle)} على رسالتك`),
    text: `مرحبًا ${isolate(name)}،\n\nردّ ${isolate(groupTitle)} على الرسالة التي أرسلتها عبر دليل الأعمال:\n\n${body}\n\nردّ على هذه الرسالة للإجابة.\n`,
  }),
  status: ({ name, kind, status, private: isPrivate, byName, reason, link }) => ({
    subject: `أصبحت محادثتك في ${KINDS[kind]}: ${STATUSES[status]}`,
    text: `مرحبًا ${isolate(name)}،\n\nأصبحت محادثتك في ${KINDS[kind]}: ${STATUSES[status]}. ${
      isPrivate ? privacyNote : `غيّرها ${isolate(byName)} إلى ${STATUSES[status]}.${reason ? `\n\nالسبب: ${isolate(reason)}` : ''}`
    }\n\nافتح المحادثة: ${link}\n`,
  }),
  expired: ({ name, kind, expiryDays, suggestions, directoryLink, link }) => ({
    subject: `انتهت صلاحية طلبك في ${KINDS[kind]}`,
    text:
      `مرحبًا ${isolate(name)}،\n\nلم يتلقَّ طلبك في ${KINDS[kind]} أي رد خلال ${expiryDays} يومًا، فانتهت صلاحيته.\n\n${
        suggestions.length
          ? `يستقبل هؤلاء الأعضاء في ${KINDS[kind]} طلبات جديدة الآن:\n${suggestions.map((member) => `- ${isolate(member)}`).join('\n')}\n\nتجدهم هنا: ${directoryLink}`
          : `قد يتمكن أعضاء آخرون في ${KINDS[kind]} من المساعدة: ${directoryLink}`
      }\n\n` + `افتح المحادثة: ${link}\n`,
  }),

  requestReminder: ({ name, kind, private: isPrivate, senderName, days, link, availabilityLink }) => ({
    subject: `طلب في ${KINDS[kind]} بانتظار ردّك`,
    text:
      `مرحبًا ${isolate(name)}،\n\n${isPrivate || !senderName ? `ينتظر طلبٌ في ${KINDS[kind]}` : `ينتظر طلبُ ${isolate(senderName)} في ${KINDS[kind]}`} ردَّك منذ ${days} ${days === 1 ? 'يوم' : days === 2 ? 'يومين' : 'أيام'}.${isPrivate ? ` ${privacyNote}` : ''}\n\n` +
      `ردّ عليه أو اقبله أو ارفضه من هنا: ${link}\n\n` +
      `إن لم يكن بإمكانك استقبال طلبات جديدة لفترة، فأوقف «متاح لطلبات جديدة»: ${availabilityLink}\n`,
  }),
  autoPaused: ({ name, count, availabilityLink }) => ({
    subject: 'لم تعد تستقبل طلبات جديدة',
    text:
      `مرحبًا ${isolate(name)}،\n\nانتهت صلاحية آخر ${count} طلبات وصلتك دون رد، لذا أوقفنا «متاح لطلبات جديدة» ` +
      `لك: لا يمكن للأعضاء إرسال طلبات جديدة إليك حاليًا، ولم تعد الأدلة تُظهرك مستقبلًا للطلبات. ` +
      `تبقى محادثاتك الحالية كما هي.\n\n` +
      `عندما تكون مستعدًا لاستقبال الطلبات من جديد، أعد تشغيل «متاح لطلبات جديدة»: ${availabilityLink}\n`,
  }),

  jobApproved: ({ title, jobLink }) => ({
    subject: `وظيفتك «${isolate(title)}» منشورة الآن`,
    text: `خبر سار: وافق أحد المشرفين على وظيفتك «${isolate(title)}».\n\nهي الآن في لوحة الوظائف:\n${jobLink}\n`,
  }),
  jobRejected: ({ title, reason, contactEmail }) => ({
    subject: `لم تتم الموافقة على وظيفتك «${isolate(title)}»`,
    text:
      `راجع أحد المشرفين وظيفتك «${isolate(title)}» ولم يوافق عليها.\n\n` +
      (reason ? `السبب: ${isolate(reason)}\n\n` : '') +
      `يسعدنا أن تصحّحها من «وظائفي». إن كانت لديك أسئلة، فراسلنا على ${contactEmail}.\n`,
  }),

  jobApplication: ({ title, link }) => ({
    subject: `طلب جديد لوظيفتك «${isolate(title)}»`,
    text: `تقدّم أحد الأعضاء إلى وظيفتك «${isolate(title)}».\n\nاقرأ الطلب في الرسائل:\n${link}\n`,
  }),
  applicationStatus: ({ title, status, link }) => ({
    subject: `طلبك لوظيفة «${isolate(title)}»: ${APPLICATION_STATUSES[status]}`,
    text: `غيّر ناشر «${isolate(title)}» حالة طلبك إلى: ${APPLICATION_STATUSES[status]}.\n\nافتح المحادثة في الرسائل:\n${link}\n`,
  }),

  savedSearchAlert: ({ name, searched, listPath, items, more, manageLink }) => ({
    subject: `جديد في بحثك المحفوظ: ${items.length}`,
    text:
      `مرحبًا ${isolate(name)}،\n\nتمت الموافقة على ما يلي منذ آخر تنبيه لبحثك المحفوظ ${searched ? `«${isolate(searched)}»` : listPath}:\n\n` +
      `${[...items.map((item) => `* ${isolate(item.title)} (${isolate(item.detail)})\n  ${item.link}`), ...(more > 0 ? [`... و${more} غيرها على اللوحة.`] : [])].join('\n')}\n` +
      `\n--\nإيقاف تنبيهات هذا البحث المحفوظ: ${manageLink}\n`,
  }),

  digest: ({ name, items }) => ({
    subject: `ملخّصك اليومي: ${items.length} ${items.length === 1 ? 'تحديث' : items.length === 2 ? 'تحديثان' : items.length <= 10 ? 'تحديثات' : 'تحديثًا'}`,
    text: `مرحبًا ${isolate(name)}،\n\nإليك ما حدث منذ ملخّصك الأخير.\n\n${items
      .map((item) => `* ${NOTIFICATION_KINDS[item.kind]}: ${item.subject}\n\n${item.text.trim()}\n`)
      .join('\n')}`,
  }),
  unsubscribeFooter: ({ kinds, unsubscribeLink, settingsLink }) =>
    `\n--\nإيقاف الرسائل عن: ${kinds.map((kind) => NOTIFICATION_KINDS[kind]).join('، ')}\n${unsubscribeLink}\nتغيير كل إعدادات بريدك: ${settingsLink}\n`,
};
