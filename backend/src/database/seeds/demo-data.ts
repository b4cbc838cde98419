import { INDUSTRIES, LEGAL_INDUSTRY, HEALTH_INDUSTRY, Industry, Language, MemberRole } from '@community/vocabulary';

/** Demo accounts share one password so a newcomer can try any role (README). */
export const DEMO_PASSWORD = 'Demo#2024';
export const DEMO_ADMIN = { name: 'Site Admin', email: 'admin@community.example', password: 'Admin#2024' };

export interface DemoMember {
  name: string;
  email: string;
  role: MemberRole;
  industry: Industry;
  jobTitle: string;
  description: string;
  /** Their mails' language (docs/languages.md); en when left out. */
  language?: Language;
}

const FIRST_NAMES = ['Amina', 'Yusuf', 'Sarah', 'David', 'Maryam', 'Daniel', 'Fatima', 'Joseph', 'Ruth', 'Ibrahim', 'Grace', 'Samuel'];
const LAST_NAMES = ['Haddad', 'Okafor', 'Levi', 'Mensah', 'Karimi', 'Cohen', 'Rahman', 'Nasser', 'Adeyemi', 'Bishara'];

const JOB_TITLES: Record<Industry, [string, string]> = {
  'Agriculture, Environment & Sustainability': ['Agronomist', 'Sustainability Analyst'],
  'Arts, Communication, Media & Design': ['Graphic Designer', 'Journalist'],
  'Consulting, Finance, Operations & Entrepreneurship': ['Financial Advisor', 'Operations Manager'],
  'Education, Human Services & NonProfit': ['Teacher', 'Program Coordinator'],
  [LEGAL_INDUSTRY]: ['Family Lawyer', 'Immigration Attorney'],
  [HEALTH_INDUSTRY]: ['Family Physician', 'Pediatric Nurse'],
  'Hospitality, Sports & Recreation': ['Hotel Manager', 'Fitness Coach'],
  'Technology, Engineering & Data': ['Software Engineer', 'Data Scientist'],
} as Record<Industry, [string, string]>;

/** Two helpers and two seekers in every industry: lawyers and doctors among them. */
export function demoMembers(): DemoMember[] {
  const members: DemoMember[] = [];
  let n = 0;
  for (const industry of INDUSTRIES) {
    for (const role of ['helper', 'helper', 'seeker', 'seeker'] as const) {
      const first = FIRST_NAMES[n % FIRST_NAMES.length];
      const last = LAST_NAMES[(n * 7) % LAST_NAMES.length];
      const jobTitle = JOB_TITLES[industry][n % 2];
      members.push({
        name: `${first} ${last}`,
        email: `${first}.${last}.${n}@community.example`.toLowerCase(),
        role,
        industry,
        jobTitle,
        description:
          role === 'helper'
            ? `${jobTitle} open to mentoring members who are starting out in ${industry.split(',')[0]}.`
            : `${jobTitle} looking for guidance and connections in ${industry.split(',')[0]}.`,
      });
      n++;
    }
  }
  return [...members, ...ARABIC_DEMO_MEMBERS];
}

/**
 * Members who write their names and profiles in Arabic script (issue #28), so the demo shows Arabic in the directory,
 * in search (try "احمد" or "مدرسه") and, with their language `ar`, in their mails. None in the legal or health
 * industries: nothing there is shown as a demo of someone's language.
 */
export const ARABIC_DEMO_MEMBERS: DemoMember[] = [
  {
    name: 'أحمد الحدّاد',
    email: 'ahmad.alhaddad@community.example',
    role: 'helper',
    language: 'ar',
    industry: 'Education, Human Services & NonProfit' as Industry,
    jobTitle: 'معلم لغة عربية في مدرسة ثانوية',
    description: 'معلم لغة عربية منذ ٢٠١٢، يسعده إرشاد الأعضاء الذين يبدؤون مسيرتهم في التعليم.',
  },
  {
    name: 'مريم يوسف',
    email: 'maryam.yousef@community.example',
    role: 'helper',
    language: 'ar',
    industry: 'Technology, Engineering & Data' as Industry,
    jobTitle: 'مهندسة برمجيات',
    description: 'مهندسة برمجيات تقدّم الإرشاد للأعضاء الجدد في مجال التقنية والبيانات.',
  },
  {
    name: 'فاطمة الزهراء ناصر',
    email: 'fatima.nasser@community.example',
    role: 'seeker',
    language: 'ar',
    industry: 'Agriculture, Environment & Sustainability' as Industry,
    jobTitle: 'مهندسة زراعية',
    description: 'مهندسة زراعية تبحث عن توجيه وعلاقات مهنية في مجال الزراعة والاستدامة.',
  },
  {
    name: 'يوسف إبراهيم',
    email: 'yusuf.ibrahim@community.example',
    role: 'seeker',
    language: 'ar',
    industry: 'Arts, Communication, Media & Design' as Industry,
    jobTitle: 'مصمم جرافيك',
    description: 'مصمم جرافيك يبحث عن فرص تعاون ونصائح في التصميم والإعلام.',
  },
];

export const DEMO_BUSINESSES = [
  {
    title: 'Crescent Bakery',
    email: 'hello@crescentbakery.example',
    website: 'crescentbakery.example',
    industry: 'Hospitality, Sports & Recreation' as Industry,
    description: 'Family bakery baking bread, pastries and celebration cakes every morning since 1998.',
    status: 1,
  },
  {
    title: 'Cedar Tech Consulting',
    email: 'contact@cedartech.example',
    website: 'https://cedartech.example',
    industry: 'Technology, Engineering & Data' as Industry,
    description: 'Small team building websites, cloud systems and data dashboards for local organisations.',
    status: 1,
  },
  {
    title: 'Olive Grove Accounting',
    email: 'office@olivegrove.example',
    website: null,
    industry: 'Consulting, Finance, Operations & Entrepreneurship' as Industry,
    description: 'Bookkeeping, payroll and tax returns for families and small businesses, in three languages.',
    status: 0,
  },
];
