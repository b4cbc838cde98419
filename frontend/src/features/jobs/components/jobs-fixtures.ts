/** Postings as GET /jobs answers them, for the Job Board's component tests. */
export const nurse = {
  id: 7,
  title: 'Night nurse',
  employer_name: 'St. Mary Clinic',
  business_group_id: null,
  industry: 'Health & Sciences',
  location: 'Springfield',
  workplace: 'on_site',
  employment_type: 'full_time',
  salary_min: 40000,
  salary_max: 55000,
  salary_currency: 'USD',
  salary_period: 'year',
  description: 'Night shifts on the surgical ward, caring for patients after their operations. Two nights a week.',
  apply_instructions: 'Apply here with your CV.',
  apply_url: null,
  apply_email: null,
  status: 'approved',
  posted_at: '2026-11-20T09:00:00.000Z',
  created_at: '2026-11-20T09:00:00.000Z',
  expires_at: '2026-12-20T09:00:00.000Z',
};

export const developer = {
  ...nurse,
  id: 8,
  title: 'Frontend developer',
  employer_name: 'Acme Web',
  industry: 'Technology, Engineering & Data',
  location: 'Anywhere',
  workplace: 'remote',
  employment_type: 'contract',
  salary_min: null,
  salary_max: null,
  salary_currency: null,
  salary_period: null,
};

export const OPEN = { legal_assistance: 'open', virtual_clinic: 'open', job_board: 'open' };
export const COMING_SOON = { legal_assistance: 'open', virtual_clinic: 'open', job_board: 'coming_soon' };
