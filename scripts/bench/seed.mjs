// Bulk rows for the benchmark: 1,000,000 members and 100,000 ads by multi-row INSERTs (a few minutes, not the
// days the API would take). One argon2 hash is shared by every member: sign-in cost is per verify. The search
// and directory columns are computed by the app's own `derive` functions (backend/dist), and the FULLTEXT
// indexes are dropped for the load and built once over the full tables, which is several times quicker. The word
// counts' triggers are dropped for the load too, and the counts are made here from the very words inserted (a Map per
// column, then sorted multi-row INSERTs): the migration's one-statement count over a million rows takes many minutes
// (docs/performance.md measures it separately), and the seed is meant to take a few. The postings and word blocks
// (docs/search.md) lose their triggers for the load and are filled once after it with the migration's statements.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { INDUSTRIES, AD_CATEGORIES } = require('../../vocabulary/dist/index.js');
const { USER_SEARCH } = require('../../backend/dist/src/modules/users/user-search.js');
const { AD_SEARCH } = require('../../backend/dist/src/modules/ads/ad-search.js');
const { BUSINESS_GROUP_SEARCH } = require('../../backend/dist/src/modules/business-groups/business-group-search.js');
const { JOB_SEARCH } = require('../../backend/dist/src/modules/jobs/job-search.js');
const { WORD_COUNTS, countedColumn, dropWordCountTriggers, wordCountTriggers } = require('../../backend/dist/src/common/search/word-counts.js');
const { USERS_BY_NAME, dropPostingsTriggers, fillPostings, postingsTriggers } = require('../../backend/dist/src/common/search/word-postings.js');
const { BLOCKED_COLUMNS, blockTriggers, dropBlockTriggers, fillWordBlocks } = require('../../backend/dist/src/common/search/word-blocks.js');

/** The FULLTEXT indexes of the tables seeded here, as the migrations create them. */
const FULLTEXT = [
  ['users', 'search_text'],
  ['users', 'profile_search_text'],
  ['ads', 'search_text'],
  ['ads', 'board_search_text'],
  ['business_groups', 'search_text'],
  ['business_groups', 'directory_search_text'],
  ['jobs', 'search_text'],
  ['jobs', 'board_search_text'],
];
/** One posting in JOB_RARE_EVERY has this word in its title: the Job Board's rare-word search. */
export const JOB_RARE_WORD = 'glassblower';
const JOB_RARE_EVERY = 5_000;
/** One member in RARE_EVERY has this word in the description: the benchmark's rare-word search. */
export const RARE_WORD = 'beekeeping';
/** The first member: the helper the benchmark signs in as. */
export const HELPER_EMAIL = 'member1@bench.example';
const RARE_EVERY = 10_000;

const FIRST = [
  'Amina',
  'Omar',
  'Sara',
  'Yusuf',
  'Layla',
  'Ibrahim',
  'Maryam',
  'Hassan',
  'Fatima',
  'Ali',
  'Noor',
  'Khalid',
  'Zainab',
  'Bilal',
  'Huda',
  'Tariq',
  'Aisha',
  'Samir',
  'Rania',
  'Karim',
  'Leila',
  'Jamal',
  'Salma',
  'Idris',
  'Hana',
  'Musa',
  'Dina',
  'Faris',
  'Mona',
  'Zaid',
];
const LAST = [
  'Smith',
  'Yusuf',
  'Rahman',
  'Haddad',
  'Khan',
  'Nasser',
  'Saleh',
  'Aziz',
  'Malik',
  'Farah',
  'Mansour',
  'Qureshi',
  'Hamdan',
  'Osman',
  'Karimi',
  'Suleiman',
  'Darwish',
  'Najjar',
  'Abbas',
  'Hussein',
  'Jaber',
  'Taha',
  'Bakr',
  'Zaki',
  'Sabri',
  'Halabi',
  'Amin',
  'Rashid',
  'Issa',
  'Morgan',
];
const JOBS = [
  'Software Engineer',
  'Accountant',
  'Teacher',
  'Nurse',
  'Lawyer',
  'Designer',
  'Chef',
  'Data Analyst',
  'Pharmacist',
  'Consultant',
  'Architect',
  'Farmer',
  'Journalist',
  'Coach',
  'Civil Engineer',
];

/** A small deterministic generator, so two runs seed the same rows. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const USER_COLUMNS = [
  'name',
  'email',
  'password_hash',
  'role',
  'industry',
  'phone_number',
  'job_title',
  'description',
  'mentorship',
  'profile_complete',
  'suspended_at',
  'directory_section',
  'search_text',
  'profile_search_text',
];

/** Per search column, how many rows hold each stored word ('' counts the filled rows), as the triggers would keep them. */
class WordTally {
  constructor() {
    this.columns = new Map();
  }

  add(table, column, text) {
    if (text === null || text === undefined) return;
    const key = countedColumn({ table, column });
    if (!this.columns.has(key)) this.columns.set(key, new Map());
    const counts = this.columns.get(key);
    for (const word of new Set(['', ...(text === '' ? [] : text.split(' '))])) counts.set(word, (counts.get(word) ?? 0) + 1);
  }

  /** The counts the database already holds (the rows made before the load, such as the admin), then the table emptied of them. */
  async takeOver(connection, keys) {
    for (const key of keys) {
      const [rows] = await connection.query(`SELECT word, matches FROM ${WORD_COUNTS} WHERE search_column = ?`, [key]);
      if (!this.columns.has(key)) this.columns.set(key, new Map());
      for (const row of rows) this.columns.get(key).set(row.word, (this.columns.get(key).get(row.word) ?? 0) + Number(row.matches));
      await connection.query(`DELETE FROM ${WORD_COUNTS} WHERE search_column = ?`, [key]);
    }
  }

  async write(connection) {
    for (const [key, counts] of this.columns) {
      const rows = [...counts].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([word, matches]) => [key, word, matches]);
      await insertRows(connection, WORD_COUNTS, ['search_column', 'word', 'matches'], rows, 10_000);
    }
  }
}

async function insertRows(connection, table, columns, rows, batch = 5000) {
  for (let start = 0; start < rows.length; start += batch) {
    const chunk = rows.slice(start, start + batch);
    const placeholders = chunk.map(() => `(${columns.map(() => '?').join(', ')})`).join(', ');
    await connection.query(`INSERT INTO \`${table}\` (${columns.map((c) => `\`${c}\``).join(', ')}) VALUES ${placeholders}`, chunk.flat());
  }
}

/**
 * members: helpers and seekers in every industry (the first row is the helper the benchmark signs in as),
 * businesses with one business group each; ads by members, nine in ten approved.
 */
export async function seedBenchData(connection, { members = 1_000_000, ads = 100_000, jobs = 100_000, passwordHash }) {
  const timings = {};
  let started = Date.now();
  const lap = (name) => {
    timings[name] = Number(((Date.now() - started) / 1000).toFixed(1));
    started = Date.now();
  };
  for (const [table, column] of FULLTEXT) await connection.query(`DROP INDEX \`FT_${table}_${column}\` ON \`${table}\``);
  // The word-count triggers too (common/search/word-counts.ts): the counts are made once after the load, as the migration does.
  for (const [table, column] of FULLTEXT) for (const sql of dropWordCountTriggers('mysql', { table, column })) await connection.query(sql);
  // And the postings' and word blocks' (docs/search.md): made once after the load by the migration's own statements.
  for (const sql of dropPostingsTriggers(USERS_BY_NAME)) await connection.query(sql);
  for (const index of BLOCKED_COLUMNS) for (const sql of dropBlockTriggers(index)) await connection.query(sql);
  const tally = new WordTally();
  await tally.takeOver(
    connection,
    FULLTEXT.map(([table, column]) => countedColumn({ table, column })),
  );
  const next = random(20_24);
  const pick = (list) => list[Math.floor(next() * list.length)];
  const users = [];
  for (let i = 1; i <= members; i += 1) {
    const roll = next();
    const role = i === 1 ? 'helper' : roll < 0.46 ? 'helper' : roll < 0.92 ? 'seeker' : 'business';
    const name = `${pick(FIRST)} ${pick(LAST)} ${i}`;
    const member = {
      name,
      email: `member${i}@bench.example`,
      role,
      industry: pick(INDUSTRIES),
      jobTitle: role === 'business' ? null : pick(JOBS),
      description: `${name} is happy to share experience with the community${i % RARE_EVERY === 0 ? `, and knows ${RARE_WORD}` : ''}.`,
    };
    const derived = USER_SEARCH.derive(member);
    tally.add('users', 'search_text', derived.searchText);
    tally.add('users', 'profile_search_text', derived.profileSearchText);
    users.push([
      member.name,
      member.email,
      passwordHash,
      role,
      member.industry,
      '+1 555 000 0000',
      member.jobTitle,
      member.description,
      role === 'helper' ? 'Yes' : role === 'seeker' ? 'No' : null,
      1,
      next() < 0.01 && i !== 1 ? new Date() : null,
      derived.directorySection,
      derived.searchText,
      derived.profileSearchText,
    ]);
    if (users.length === 50_000) await insertRows(connection, 'users', USER_COLUMNS, users.splice(0));
  }
  await insertRows(connection, 'users', USER_COLUMNS, users);
  lap('members');

  const [businesses] = await connection.query("SELECT id, name, email, industry FROM users WHERE role = 'business' AND email LIKE '%@bench.example'");
  const groups = businesses.map((b) => {
    const group = {
      title: `${b.name} Company`,
      description: `${b.name} serves the community with care and fair prices.`,
      website: 'https://business.example',
      email: b.email,
      industry: b.industry,
      status: next() < 0.9 ? 1 : 0,
    };
    const derived = BUSINESS_GROUP_SEARCH.derive(group);
    tally.add('business_groups', 'search_text', derived.searchText);
    tally.add('business_groups', 'directory_search_text', derived.directorySearchText);
    return [group.title, group.description, group.website, group.email, group.industry, group.status, b.id, 1, derived.searchText, derived.directorySearchText];
  });
  await insertRows(
    connection,
    'business_groups',
    ['title', 'description', 'website', 'email', 'industry', 'status', 'user_id', 'confirm_connections', 'search_text', 'directory_search_text'],
    groups,
  );
  lap('businessGroups');

  const [posters] = await connection.query(
    "SELECT id FROM users WHERE role IN ('helper', 'seeker') AND suspended_at IS NULL AND email LIKE '%@bench.example' LIMIT 5000",
  );
  const adRows = [];
  const now = Date.now();
  for (let i = 1; i <= ads; i += 1) {
    const ad = {
      title: `Bench ad ${i}: ${pick(['Flat to rent', 'Used car', 'Laptop repair', 'Catering', 'Tutoring', 'Bike for sale'])}`,
      description: 'Short description of the offer.',
      category: pick(AD_CATEGORIES),
      contactEmail: `seller${i}@bench.example`,
      location: pick(['Springfield', 'Riverside', 'Fairview', 'Lakeside']),
      status: next() < 0.9 ? 'approved' : 'pending',
    };
    const derived = AD_SEARCH.derive(ad);
    tally.add('ads', 'search_text', derived.searchText);
    tally.add('ads', 'board_search_text', derived.boardSearchText);
    adRows.push([
      ad.title,
      ad.description,
      ad.category,
      'A longer description of the offer, what is included, and how to arrange a visit or a call.',
      `${10 + Math.floor(next() * 990)} USD`,
      ad.contactEmail,
      '+1 555 010 2030',
      ad.location,
      ad.status,
      JSON.stringify([`ads/bench-${i}-1.webp`, `ads/bench-${i}-2.webp`, `ads/bench-${i}-3.webp`]),
      JSON.stringify([`ads/bench-${i}-1-thumb.webp`, `ads/bench-${i}-2-thumb.webp`, `ads/bench-${i}-3-thumb.webp`]),
      posters[i % posters.length].id,
      new Date(now - i * 60_000),
      derived.searchText,
      derived.boardSearchText,
    ]);
  }
  await insertRows(
    connection,
    'ads',
    [
      'title',
      'description',
      'category',
      'ad_description',
      'price_offer',
      'contact_email',
      'contact_phone',
      'location',
      'status',
      'image_url',
      'thumbnail_url',
      'user_id',
      'created_at',
      'search_text',
      'board_search_text',
    ],
    adRows,
  );
  lap('ads');

  // The Job Board, open, with `jobs` postings by the same posters: nine in ten approved and on the board for 30 days.
  await connection.query("INSERT INTO site_settings (`key`, `value`) VALUES ('section.job_board', 'open') ON DUPLICATE KEY UPDATE `value` = 'open'");
  const jobRows = [];
  const dayMs = 24 * 60 * 60 * 1000;
  for (let i = 1; i <= jobs; i += 1) {
    const created = new Date(now - i * 30_000);
    const job = {
      title: `${i % JOB_RARE_EVERY === 0 ? `${JOB_RARE_WORD} ` : ''}${pick(['Nurse', 'Data analyst', 'Teacher', 'Accountant', 'Welder', 'Chef', 'Developer', 'Driver'])} ${i}`,
      employerName: `${pick(LAST)} ${pick(['Clinic', 'Analytics', 'Academy', 'Works', 'Kitchen'])}`,
      description: 'We are hiring for a role on a friendly team: the duties, the hours and what we offer are described here.',
      industry: pick(INDUSTRIES),
      location: pick(['Springfield', 'Riverside', 'Fairview', 'Lakeside']),
      status: next() < 0.9 ? 'approved' : 'pending',
    };
    const derived = JOB_SEARCH.derive(job);
    tally.add('jobs', 'search_text', derived.searchText);
    tally.add('jobs', 'board_search_text', derived.boardSearchText);
    const approved = job.status === 'approved';
    jobRows.push([
      job.title,
      job.employerName,
      job.industry,
      job.location,
      pick(['on_site', 'hybrid', 'remote']),
      pick(['full_time', 'part_time', 'contract', 'internship', 'volunteer']),
      job.description,
      job.status,
      approved ? created : null,
      approved ? new Date(now + 30 * dayMs) : null,
      created,
      posters[i % posters.length].id,
      created,
      derived.searchText,
      derived.boardSearchText,
    ]);
  }
  await insertRows(
    connection,
    'jobs',
    [
      'title',
      'employer_name',
      'industry',
      'location',
      'workplace',
      'employment_type',
      'description',
      'status',
      'approved_at',
      'expires_at',
      'submitted_at',
      'user_id',
      'created_at',
      'search_text',
      'board_search_text',
    ],
    jobRows,
  );
  lap('jobs');
  // As the migration builds them: without stopwords (the stored words are marked, so none is one anyway).
  await connection.query('SET SESSION innodb_ft_enable_stopword = OFF');
  for (const [table, column] of FULLTEXT) await connection.query(`CREATE FULLTEXT INDEX \`FT_${table}_${column}\` ON \`${table}\` (\`${column}\`)`);
  lap('fulltextIndexes');
  await tally.write(connection);
  for (const [table, column] of FULLTEXT) for (const sql of wordCountTriggers('mysql', { table, column })) await connection.query(sql);
  lap('wordCounts');
  // The migration's fills: one INSERT … SELECT into the emptied postings (InnoDB loads an empty table in bulk), and the
  // blocks in batches of whole blocks. The rows answered as query results, as a DataSource answers them.
  const rowsOf = { query: async (sql, params) => (await connection.query(sql, params))[0] };
  await fillPostings(rowsOf, USERS_BY_NAME);
  for (const sql of postingsTriggers(USERS_BY_NAME)) await connection.query(sql);
  lap('postings');
  for (const index of BLOCKED_COLUMNS) {
    await fillWordBlocks(rowsOf, index);
    for (const sql of blockTriggers(index)) await connection.query(sql);
  }
  lap('wordBlocks');
  await connection.query('ANALYZE TABLE users, ads, business_groups, jobs');
  lap('analyze');
  return { helperEmail: HELPER_EMAIL, timings };
}
