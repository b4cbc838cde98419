// The plans of the benchmark's searches on a seeded database (keep one with BENCH_KEEP_DATABASE=1 node scripts/bench/run.mjs):
// for each search, the word counts the app reads, the plan they choose (common/search/word-counts.ts), and for BOTH
// plans MariaDB's EXPLAIN key, ANALYZE r_rows and the median / p95 time of RUNS runs over one connection. The page
// queries are built by the app's own query builders (backend/dist); the admin lists' SQL is what TypeORM sends for
// them, written out (SELECT of the entity's columns, the list's filters, ORDER BY, LIMIT 25).
//   node scripts/bench/search-plan.mjs mysql://root@127.0.0.1:3306/cn_bench_12345 [runs] [only searches whose name contains this]
// The admin searches also get the pieces of one request as the app reads them on MariaDB (list-query-builder.ts): the
// word counts, the scan read with LIMIT … ROWS EXAMINED (scanRowsBudget) and whether it found a page, the count.
import { createRequire } from 'node:module';
import os from 'node:os';

const require = createRequire(import.meta.url);
const mysql = require('mysql2/promise');
const { PROFESSIONAL_NETWORK_INDUSTRIES, BUSINESS_GROUP_STATUS } = require('../../vocabulary/dist/index.js');
const { directoryPageQuery } = require('../../backend/dist/src/modules/directory/directory.query.js');
const { adsPageQuery } = require('../../backend/dist/src/modules/ads/ads.query.js');
const { businessGroupsByTitleQuery } = require('../../backend/dist/src/modules/business-groups/business-groups.query.js');
const { searchCondition, fullTextCondition } = require('../../backend/dist/src/common/search/full-text.js');
const { readWordCounts, chooseSearchPlan, estimatedMatches, scanRowsBudget } = require('../../backend/dist/src/common/search/word-counts.js');
const { USER_SEARCH } = require('../../backend/dist/src/modules/users/user-search.js');
const { AD_SEARCH } = require('../../backend/dist/src/modules/ads/ad-search.js');
const { USERS_BY_NAME } = require('../../backend/dist/src/common/search/word-postings.js');
const { countFromBlocks } = require('../../backend/dist/src/common/search/word-blocks.js');
const { BUSINESS_GROUP_SEARCH } = require('../../backend/dist/src/modules/business-groups/business-group-search.js');

const url = process.argv[2];
const RUNS = Number(process.argv[3] ?? 20);
const ONLY = process.argv[4];
if (!url) throw new Error('usage: node scripts/bench/search-plan.mjs mysql://root@127.0.0.1:3306/<database> [runs]');
const connection = await mysql.createConnection({ uri: url.replace(/^mariadb:/, 'mysql:'), timezone: 'Z', charset: 'utf8mb4_unicode_ci' });
const rowsOf = { query: async (sql, params) => (await connection.query(sql, params))[0] };

function adminUsers(plan, text, order = 'user.name ASC, user.id ASC') {
  const match = searchCondition(plan, 'mysql', USER_SEARCH.columns[0], 'user', text, ['user.name', 'user.email', 'user.role']);
  return {
    sql: `SELECT user.id, user.name, user.email, user.role, user.industry, user.job_title FROM users user WHERE user.role IN ('helper', 'seeker', 'business') AND user.suspended_at IS NULL AND ${match.sql} ORDER BY ${order} LIMIT 25`,
    params: match.params,
  };
}
function adminAds(plan, text) {
  const match = searchCondition(plan, 'mysql', AD_SEARCH.columns[0], 'ad', text, ['ad.title', 'ad.category', 'ad.status', 'ad.contact_email', 'ad.location']);
  return { sql: `SELECT ad.id, ad.title, ad.status, ad.created_at FROM ads ad WHERE ${match.sql} ORDER BY ad.id DESC LIMIT 25`, params: match.params };
}
/** The admin list's count when the page is full: up to 10,001 matches through the full-text index. */
function cappedCount(index, alias, table, text, extra = '') {
  const match = fullTextCondition('mysql', index, alias, text);
  return {
    sql: `SELECT COUNT(*) AS total FROM (SELECT ${alias}.id FROM ${table} ${alias} WHERE ${extra}${match.sql} LIMIT 10001) capped`,
    params: match.params,
  };
}

const cases = [
  {
    name: 'directory q=beekeeping',
    index: USER_SEARCH.columns[1],
    text: 'beekeeping',
    take: 51,
    query: (plan) => directoryPageQuery({ industries: PROFESSIONAL_NETWORK_INDUSTRIES, search: 'beekeeping', searchPlan: plan, dialect: 'mysql', take: 51 }),
  },
  {
    name: 'directory q=engineer',
    index: USER_SEARCH.columns[1],
    text: 'engineer',
    take: 51,
    query: (plan) => directoryPageQuery({ industries: PROFESSIONAL_NETWORK_INDUSTRIES, search: 'engineer', searchPlan: plan, dialect: 'mysql', take: 51 }),
  },
  {
    name: 'directory q=ami',
    index: USER_SEARCH.columns[1],
    text: 'ami',
    take: 51,
    query: (plan) => directoryPageQuery({ industries: PROFESSIONAL_NETWORK_INDUSTRIES, search: 'ami', searchPlan: plan, dialect: 'mysql', take: 51 }),
  },
  {
    name: 'ads board q=tutoring',
    index: AD_SEARCH.columns[1],
    text: 'tutoring',
    take: 101,
    query: (plan) => adsPageQuery({ status: 'approved', search: 'tutoring', searchPlan: plan, dialect: 'mysql', take: 101 }),
  },
  {
    name: 'Business Directory q=yusuf',
    index: BUSINESS_GROUP_SEARCH.columns[1],
    text: 'yusuf',
    take: 101,
    query: (plan) => businessGroupsByTitleQuery(BUSINESS_GROUP_STATUS.approved, null, 101, { text: 'yusuf', dialect: 'mysql', plan }),
  },
  {
    name: 'admin users q=Smith (newest first)',
    index: USER_SEARCH.columns[0],
    text: 'Smith',
    take: 25,
    admin: true,
    query: (plan) => adminUsers(plan, 'Smith', 'user.id DESC'),
  },
  { name: 'admin users q=Smith (by name)', index: USER_SEARCH.columns[0], text: 'Smith', take: 25, admin: true, query: (plan) => adminUsers(plan, 'Smith') },
  {
    name: 'admin ads q=laptop riverside (by id)',
    index: AD_SEARCH.columns[0],
    text: 'laptop riverside',
    take: 25,
    admin: true,
    query: (plan) => adminAds(plan, 'laptop riverside'),
  },
].filter((search) => !ONLY || search.name.includes(ONLY));

async function time(query) {
  const times = [];
  for (let run = 0; run < RUNS; run += 1) {
    const start = process.hrtime.bigint();
    await (query.run ? query.run() : connection.query(query.sql, query.params));
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(RUNS / 2)], p95: times[Math.min(RUNS - 1, Math.floor(RUNS * 0.95))] };
}

console.log(
  `load average at the start: ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}; ${RUNS} runs per query\n`,
);
console.log(
  '| Search | Word counts (rows holding it / column rows) | Estimated matches | Plan chosen | Plan | Key | ANALYZE r_rows (largest step) | Filesort | Median ms | p95 ms |',
);
console.log('|---|---|---|---|---|---|---|---|---|---|');
const details = [];
for (const search of cases) {
  const counts = await readWordCounts(rowsOf, 'mysql', search.index, search.text);
  const chosen = chooseSearchPlan(counts, search.take);
  for (const plan of ['index', 'scan']) {
    const query = search.query(plan);
    const [explain] = await connection.query(`EXPLAIN ${query.sql}`, query.params);
    const [analyzed] = await connection.query(`ANALYZE ${query.sql}`, query.params);
    const t = await time(query);
    const keys = [...new Set(explain.map((step) => step.key).filter(Boolean))].join(', ');
    const read = Math.max(...analyzed.map((step) => Number(step.r_rows ?? 0)));
    const filesort = explain.some((step) => /filesort/.test(step.Extra ?? '')) ? 'yes' : 'no';
    console.log(
      `| ${search.name} | ${counts.terms.map((n) => n.toLocaleString('en-US')).join(' × ')} / ${counts.rows.toLocaleString('en-US')} | ${Math.round(estimatedMatches(counts)).toLocaleString('en-US')} | ${plan === chosen ? '**' + chosen + '**' : ''} | ${plan} | ${keys} | ${Math.round(read).toLocaleString('en-US')} | ${filesort} | ${t.median.toFixed(1)} | ${t.p95.toFixed(1)} |`,
    );
    details.push([`${search.name}, ${plan} plan`, analyzed]);
  }
}
const counts = [
  [
    'admin users count q=Smith (not sent: one word in over 20,002 rows)',
    cappedCount(USER_SEARCH.columns[0], 'user', 'users', 'Smith', "user.role IN ('helper', 'seeker', 'business') AND user.suspended_at IS NULL AND "),
  ],
  ['admin ads count q=laptop riverside', cappedCount(AD_SEARCH.columns[0], 'ad', 'ads', 'laptop riverside')],
];
console.log('\n| Admin request piece (MariaDB) | Rows | Median ms | p95 ms |\n|---|---|---|---|');
for (const search of cases.filter((row) => row.admin)) {
  const counts = await readWordCounts(rowsOf, 'mysql', search.index, search.text);
  const wordCounts = await time({ run: () => readWordCounts(rowsOf, 'mysql', search.index, search.text) });
  console.log(
    `| ${search.name}: word counts | ${counts.terms.join(' × ')} of ${counts.rows} | ${wordCounts.median.toFixed(1)} | ${wordCounts.p95.toFixed(1)} |`,
  );
  const budget = scanRowsBudget(counts, search.take);
  const scan = search.query('scan');
  const bounded = { sql: `${scan.sql} ROWS EXAMINED ${budget}`, params: scan.params };
  const [found] = await connection.query(bounded.sql, bounded.params).catch(() => [[]]);
  const t = await time({ run: () => connection.query(bounded.sql, bounded.params).catch(() => undefined) });
  console.log(
    `| ${search.name}: scan read, ROWS EXAMINED ${budget} | ${found.length} found${found.length < search.take ? ' (stops short: the full-text plan answers)' : ''} | ${t.median.toFixed(1)} | ${t.p95.toFixed(1)} |`,
  );
}
// The two admin searches the postings and word blocks answer on MariaDB (docs/search.md): the page of Smith by name
// from the name postings (one word: one ordered read joined to the members), and the exact total of laptop riverside.
if (!ONLY || 'admin users q=Smith (by name)'.includes(ONLY)) {
  const postings = {
    sql: `SELECT posting.name AS sort_key, posting.id AS page_id FROM users user INNER JOIN ${USERS_BY_NAME.table} posting ON posting.id = user.id WHERE user.role IN ('helper', 'seeker', 'business') AND user.suspended_at IS NULL AND posting.word = 'zzsmith' AND CONCAT(' ', user.search_text) LIKE '% zzsmith%' ORDER BY posting.name ASC, posting.id ASC LIMIT 25`,
    params: [],
  };
  const [analyzed] = await connection.query(`ANALYZE ${postings.sql}`);
  const t = await time(postings);
  console.log(
    `| admin users q=Smith (by name): page from the name postings | ${analyzed.map((step) => `${step.table} ${step.key} r_rows ${step.r_rows}`).join(', ')} | ${t.median.toFixed(1)} | ${t.p95.toFixed(1)} |`,
  );
}
if (!ONLY || 'admin ads q=laptop riverside (by id)'.includes(ONLY)) {
  const counts = await readWordCounts(rowsOf, 'mysql', AD_SEARCH.columns[0], 'laptop riverside');
  const total = await countFromBlocks(rowsOf, AD_SEARCH.columns[0], counts.words, counts.terms);
  const t = await time({ run: () => countFromBlocks(rowsOf, AD_SEARCH.columns[0], counts.words, counts.terms) });
  console.log(`| admin ads q=laptop riverside: exact total from the word blocks | ${total} | ${t.median.toFixed(1)} | ${t.p95.toFixed(1)} |`);
}
console.log('\n| Count (up to 10,001) | Median ms | p95 ms |\n|---|---|---|');
for (const [name, query] of counts.filter(([name]) => !ONLY || name.includes(ONLY.replace(/ \(.*$/, '')))) {
  const t = await time(query);
  console.log(`| ${name} | ${t.median.toFixed(1)} | ${t.p95.toFixed(1)} |`);
}
console.log('\nANALYZE output (EXPLAIN columns plus r_rows):\n');
for (const [label, plan] of details) {
  console.log(
    `${label}:\n\`\`\`\n${plan.map((step) => `id=${step.id} ${step.select_type} table=${step.table} type=${step.type} key=${step.key} rows=${step.rows} r_rows=${step.r_rows} Extra=${step.Extra ?? ''}`).join('\n')}\n\`\`\``,
  );
}
console.log(
  `load average at the end: ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
await connection.end();
