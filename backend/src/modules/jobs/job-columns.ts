/**
 * A posting's own fields, as the API and the table name them: the board query selects them and the admin's whole-record
 * update takes them back as read-only, so the two lists cannot drift apart.
 */
export const JOB_POSTING_COLUMNS = [
  'id',
  'title',
  'employer_name',
  'business_group_id',
  'industry',
  'location',
  'workplace',
  'employment_type',
  'salary_min',
  'salary_max',
  'salary_currency',
  'salary_period',
  'description',
  'apply_instructions',
  'apply_url',
  'apply_email',
] as const;
