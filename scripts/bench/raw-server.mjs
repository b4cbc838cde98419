// The floor: a minimal raw Node http + mysql2 server answering the directory's query (and its search, `q`), built by the
// app's own directoryPageQuery so both servers send MariaDB the same SQL. No framework, no auth,
// no validation: what is left is the cost of HTTP, the query and JSON.
//   RAW_PORT=4100 DATABASE_URL=mysql://root@127.0.0.1:3306/cn_bench node scripts/bench/raw-server.mjs
import http from 'node:http';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const mysql = require('mysql2/promise');
const { directoryPageQuery } = require('../../backend/dist/src/modules/users/directory.query.js');
const { encodeDirectoryCursor } = require('../../backend/dist/src/modules/users/directory-cursor.js');
const { COMMON_MATCHES, matchCountProbe } = require('../../backend/dist/src/common/search/full-text.js');
const { USER_SEARCH } = require('../../backend/dist/src/modules/users/user-search.js');

const pool = mysql.createPool({ uri: process.env.DATABASE_URL, connectionLimit: 10, timezone: 'Z', charset: 'utf8mb4_unicode_ci' });
const LIMIT = 50;

const server = http.createServer(async (request, response) => {
  const url = new URL(request.url, 'http://raw');
  if (url.pathname !== '/api/v1/info/get-users') {
    response.writeHead(404).end();
    return;
  }
  try {
    const search = url.searchParams.get('q')?.trim() || undefined;
    let searchPlan = 'index';
    if (search) {
      // The same choice as DirectoryService: a common word is read in name order.
      const probe = matchCountProbe('mysql', USER_SEARCH.columns[1], search);
      const [[{ n }]] = await pool.query(probe.sql, probe.params);
      if (Number(n) >= COMMON_MATCHES) searchPlan = 'scan';
    }
    const { sql, params } = directoryPageQuery({ industries: url.searchParams.getAll('industry_type'), search, searchPlan, dialect: 'mysql', take: LIMIT + 1 });
    const [rows] = await pool.query(sql, params);
    const page = rows.slice(0, LIMIT);
    const last = page[page.length - 1];
    const body = JSON.stringify({
      users: page.map((row) => ({ id: Number(row.id), name: row.name, email: row.email, JobTitle: row.job_title, role: row.role, industry: row.industry, description: row.description })),
      next_cursor: rows.length > LIMIT ? encodeDirectoryCursor({ name: last.name, id: Number(last.id) }) : null,
    });
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) }).end(body);
  } catch (error) {
    response.writeHead(500).end(String(error));
  }
});
server.listen(Number(process.env.RAW_PORT), '127.0.0.1', () => console.log(`raw server on ${process.env.RAW_PORT}`));
process.on('SIGTERM', () => server.close(() => pool.end().then(() => process.exit(0))));
