#!/usr/bin/env node
/**
 * Measures the directory read (GET /info/get-users) on MySQL/MariaDB with 100,000 members:
 * EXPLAIN of each query shape, the rows it really read against the rows it returned, and the median time of
 * repeated runs. It fails (exit code 1) when a directory page without a search reads more than twice the
 * rows it returns: the check that a page is one ordered index read.
 *
 *   npm run build -w backend && node backend/scripts/directory-query-plan.js [mariadb://root@127.0.0.1:3306] [members]
 *
 * It creates the database cn_directory_plan, builds the schema with the app's migrations, fills it,
 * prints the figures as markdown and drops the database again (KEEP_DB=1 keeps it).
 */
require('reflect-metadata');
const { DataSource } = require('typeorm');
const { createConnection } = require('mysql2/promise');
const { INDUSTRIES, PROFESSIONAL_NETWORK_INDUSTRIES, LEGAL_INDUSTRY } = require('@community/vocabulary');
const { dataSourceOptions } = require('../dist/src/database/data-source-options');
const { directoryPageQuery: pageQuery } = require('../dist/src/modules/directory/directory.query');
const { USER_SEARCH } = require('../dist/src/modules/users/user-search');

const directoryPageQuery = (request) => pageQuery({ dialect: 'mysql', ...request });

const server = (process.argv[2] ?? 'mariadb://root@127.0.0.1:3306').replace(/\/$/, '');
const MEMBERS = Number(process.argv[3] ?? 100000);
// PLAN_DATABASE lets two people measure on one server at once.
const DATABASE = process.env.PLAN_DATABASE ?? 'cn_directory_plan';
const RUNS = 200;
const FIRST = [
  'Amina',
  'Bilal',
  'Cora',
  'Dawud',
  'Esra',
  'Farah',
  'Gamal',
  'Hana',
  'Idris',
  'Jamila',
  'Karim',
  'Layla',
  'Musa',
  'Nadia',
  'Omar',
  'Rania',
  'Salim',
  'Tariq',
  'Yusuf',
  'Zainab',
];
const LAST = [
  'Ali',
  'Bakr',
  'Chaudhry',
  'Darwish',
  'Ebrahim',
  'Farouk',
  'Ghani',
  'Hassan',
  'Iqbal',
  'Jaber',
  'Khan',
  'Latif',
  'Mansour',
  'Nasser',
  'Osman',
  'Qureshi',
  'Rahman',
  'Saleh',
  'Tahir',
  'Usman',
];
const TITLES = ['Software Engineer', 'Data Analyst', 'Teacher', 'Accountant', 'Designer', 'Nurse', 'Lawyer', 'Chef', 'Farmer', 'Consultant'];

function member(i) {
  // Every 100th account is an admin or a business, every 97th member suspended: rows the directory must skip.
  const role = i % 100 === 0 ? 'admin' : i % 100 === 50 ? 'business' : i % 3 === 0 ? 'helper' : 'seeker';
  const name = `${FIRST[i % FIRST.length]} ${LAST[Math.floor(i / FIRST.length) % LAST.length]} ${i}`;
  const fields = {
    name,
    email: `member${i}@plan.test`,
    role,
    industry: INDUSTRIES[i % INDUSTRIES.length],
    jobTitle: TITLES[i % TITLES.length],
    description: 'A member of the community.',
  };
  const derived = USER_SEARCH.derive(fields);
  return [
    name,
    fields.email,
    'x',
    role,
    fields.industry,
    '+1 555 000 0000',
    fields.jobTitle,
    fields.description,
    i % 97 === 0 ? new Date() : null,
    derived.directorySection,
    derived.searchText,
    derived.profileSearchText,
  ];
}

async function timeQuery(connection, sql, params) {
  const times = [];
  for (let run = 0; run < RUNS; run += 1) {
    const start = process.hrtime.bigint();
    await connection.query(sql, params);
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(RUNS / 2)], p95: times[Math.floor(RUNS * 0.95)] };
}

async function main() {
  const admin = await createConnection(server.replace(/^mariadb:/, 'mysql:'));
  const reuse = process.env.REUSE_DB === '1';
  if (!reuse) await fill(admin);
  const connection = await createConnection(`${server.replace(/^mariadb:/, 'mysql:')}/${DATABASE}`);
  const [[version]] = await connection.query('SELECT VERSION() AS v');
  await measure(connection, version.v);
  await connection.end();
  if (!process.env.KEEP_DB) await admin.query(`DROP DATABASE \`${DATABASE}\``);
  await admin.end();
}

async function fill(admin) {
  await admin.query(`DROP DATABASE IF EXISTS \`${DATABASE}\``);
  await admin.query(`CREATE DATABASE \`${DATABASE}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  const dataSource = new DataSource(dataSourceOptions({ type: 'mariadb', url: `${server.replace(/^mariadb:/, 'mysql:')}/${DATABASE}` }));
  await dataSource.initialize(); // runs the migrations
  await dataSource.destroy();

  const connection = await createConnection(`${server.replace(/^mariadb:/, 'mysql:')}/${DATABASE}`);
  for (let start = 0; start < MEMBERS; start += 2000) {
    const rows = [];
    for (let i = start + 1; i <= Math.min(start + 2000, MEMBERS); i += 1) rows.push(member(i));
    await connection.query(
      'INSERT INTO users (name, email, password_hash, role, industry, phone_number, job_title, description, suspended_at, directory_section, search_text, profile_search_text) VALUES ?',
      [rows],
    );
  }
  // One listed member in twenty verified (issue #12): the legal and clinic screens' "Verified only" pages.
  await connection.query('UPDATE users SET verified_at = NOW(), verified_industry = industry WHERE directory_section IS NOT NULL AND id % 20 = 0');
  await connection.query('ANALYZE TABLE users');
  await connection.end();
}

/** EXPLAIN gives the plan; MariaDB's ANALYZE runs the statement and reports the rows each step really read (r_rows). */
async function measure(connection, version) {
  const tech = 'Technology, Engineering & Data';
  const [[middle]] = await connection.query(
    "SELECT name, id FROM users WHERE industry = ? AND role IN ('helper','seeker') AND suspended_at IS NULL ORDER BY name, id LIMIT 1 OFFSET 5000",
    [tech],
  );
  const [[legalVerified]] = await connection.query('SELECT name, id FROM users WHERE verified_industry = ? ORDER BY name, id LIMIT 1 OFFSET 200', [
    LEGAL_INDUSTRY,
  ]);
  const take = 51;
  const cases = [
    ['one industry, first page', directoryPageQuery({ industries: [tech], take })],
    ['one industry, page after 5,000 members (cursor)', directoryPageQuery({ industries: [tech], after: { name: middle.name, id: middle.id }, take })],
    ['legal industry, first page', directoryPageQuery({ industries: [LEGAL_INDUSTRY], take })],
    ['legal industry, verified only, first page', directoryPageQuery({ industries: [LEGAL_INDUSTRY], verifiedOnly: true, take })],
    [
      'legal industry, verified only, page after the first 200 (cursor)',
      directoryPageQuery({ industries: [LEGAL_INDUSTRY], verifiedOnly: true, after: legalVerified, take }),
    ],
    ['professional network (six industries), first page', directoryPageQuery({ industries: PROFESSIONAL_NETWORK_INDUSTRIES, take })],
    [
      'professional network, page after 5,000 (cursor)',
      directoryPageQuery({ industries: PROFESSIONAL_NETWORK_INDUSTRIES, after: { name: middle.name, id: middle.id }, take }),
    ],
    [
      'six industries and legal, first page (merged per-industry pages)',
      directoryPageQuery({ industries: [...PROFESSIONAL_NETWORK_INDUSTRIES, LEGAL_INDUSTRY], take }),
    ],
    [
      'professional network, role=helper (a third of the members), first page',
      directoryPageQuery({ industries: PROFESSIONAL_NETWORK_INDUSTRIES, role: 'helper', take }),
    ],
    [
      'professional network, role=helper, page after 5,000 (cursor)',
      directoryPageQuery({ industries: PROFESSIONAL_NETWORK_INDUSTRIES, role: 'helper', after: { name: middle.name, id: middle.id }, take }),
    ],
    ['professional network, role=seeker, first page', directoryPageQuery({ industries: PROFESSIONAL_NETWORK_INDUSTRIES, role: 'seeker', take })],
    [
      'for comparison: professional network, role=helper along the section index (not used)',
      {
        sql: "SELECT id, name, email, job_title, role, industry, description, photo_url, verified_at FROM users FORCE INDEX (IDX_users_directory_section_name) WHERE directory_section = 'professional-network' AND suspended_at IS NULL AND email_confirmed = 1 AND role = 'helper' ORDER BY name, id LIMIT ?",
        params: [take],
      },
    ],
    ['one industry, role=helper, first page', directoryPageQuery({ industries: [tech], role: 'helper', take })],
    ['legal industry, role=helper (all it lists), first page', directoryPageQuery({ industries: [LEGAL_INDUSTRY], role: 'helper', take })],
    ['six industries, q=engineer', directoryPageQuery({ industries: PROFESSIONAL_NETWORK_INDUSTRIES, search: 'engineer', take })],
    ['one industry, q=zainab', directoryPageQuery({ industries: [tech], search: 'zainab', take })],
    [
      'six industries, q=engineer, scan plan (a common word: read by name, test each row)',
      directoryPageQuery({ industries: PROFESSIONAL_NETWORK_INDUSTRIES, search: 'engineer', searchPlan: 'scan', take }),
    ],
    [
      'for comparison: six industries as one IN (...) ORDER BY name (not used)',
      {
        sql: `SELECT id, name, email, job_title, role, industry, description FROM users WHERE industry IN (${PROFESSIONAL_NETWORK_INDUSTRIES.map(() => '?').join(', ')}) AND role IN ('helper', 'seeker') AND suspended_at IS NULL ORDER BY name, id LIMIT ?`,
        params: [...PROFESSIONAL_NETWORK_INDUSTRIES, take],
      },
    ],
  ];

  const [[counts]] = await connection.query("SELECT COUNT(*) AS total, SUM(role IN ('helper','seeker') AND suspended_at IS NULL) AS listed FROM users");
  console.log(
    `## ${Number(counts.total).toLocaleString('en-US')} accounts on ${version} (${Number(counts.listed).toLocaleString('en-US')} listed members), page of 50, ${RUNS} runs each\n`,
  );
  console.log('| Query | Key | Rows estimated (EXPLAIN) | Rows read (ANALYZE r_rows) | Rows returned | Filesort | Median ms | p95 ms |');
  console.log('|---|---|---|---|---|---|---|---|');
  let failed = false;
  const plans = [];
  for (const [label, query] of cases) {
    const [plan] = await connection.query(`EXPLAIN ${query.sql}`, query.params);
    const [analyzed] = await connection.query(`ANALYZE ${query.sql}`, query.params);
    const time = await timeQuery(connection, query.sql, query.params);
    const onUsers = (steps) => steps.filter((step) => step.table === 'users');
    const sum = (values) => values.reduce((total, n) => total + Number(n ?? 0), 0);
    const keys = [...new Set(plan.map((step) => step.key).filter(Boolean))].join(', ');
    const filesort = plan.some((step) => /filesort/.test(step.Extra ?? '')) ? (plan.length > 1 ? 'merge of the pages only' : 'yes, all matches') : 'no';
    const estimated = sum(onUsers(plan).map((step) => step.rows));
    const read = sum(onUsers(analyzed).map((step) => step.r_rows));
    const [returned] = await connection.query(query.sql, query.params);
    // One ordered index read: at most about twice the rows it returns (the one-past-the-page row included).
    // One role skips the other role's members (one industry: two in three are seekers here) or, on the role index, the
    // other sections' members of that role; this data's first names follow the industries (i % 20 and i % 8), so the
    // first page (the Aminas) is half legal and health members: up to five times the page.
    const allowed = (/role=(helper|seeker)/.test(label) && !/legal/.test(label) ? 5 : 2) * returned.length;
    const checked = !/q=|comparison|merged/.test(label);
    if (checked && read > allowed) failed = true;
    console.log(
      `| ${label} | ${keys} | ${estimated.toLocaleString('en-US')} | ${Math.round(read).toLocaleString('en-US')}${checked ? (read > allowed ? ' ✗' : ' ✓') : ''} | ${returned.length} | ${filesort} | ${time.median.toFixed(2)} | ${time.p95.toFixed(2)} |`,
    );
    plans.push([label, analyzed]);
  }
  console.log('\n### ANALYZE output (EXPLAIN columns plus r_rows)\n');
  for (const [label, plan] of plans) {
    console.log(
      `${label}:\n\`\`\`\n${plan.map((step) => `id=${step.id} ${step.select_type} table=${step.table} type=${step.type} key=${step.key} rows=${step.rows} r_rows=${step.r_rows} Extra=${step.Extra ?? ''}`).join('\n')}\n\`\`\``,
    );
  }
  if (failed) {
    console.error('\nA directory page without a search read more than twice the rows it returned (✗ above).');
    process.exitCode = 1;
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
