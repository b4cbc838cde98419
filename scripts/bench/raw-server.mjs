// The floor: a minimal raw Node http + mysql2 server answering the directory's query (and its search, `q`), built by the
// app's own directoryPageQuery (and the same word counts and availability query) so both servers send MariaDB the same SQL. No framework, no auth,
// no validation: what is left is the cost of HTTP, the query and JSON.
//   RAW_PORT=4100 DATABASE_URL=mysql://root@127.0.0.1:3306/cn_bench node scripts/bench/raw-server.mjs
import http from 'node:http';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const mysql = require('mysql2/promise');
const { directoryPageQuery } = require('../../backend/dist/src/modules/directory/directory.query.js');
const { encodeDirectoryCursor } = require('../../backend/dist/src/modules/directory/directory-cursor.js');
const { searchPlanFor } = require('../../backend/dist/src/common/search/word-counts.js');
const { USER_SEARCH } = require('../../backend/dist/src/modules/users/user-search.js');
// The app's own row-to-JSON mapping (a pure function): the floor keeps answering the same bytes when a field is added.
const { toDirectoryUser } = require('../../backend/dist/src/modules/directory/directory.mapper.js');
const { acceptingMembers } = require('../../backend/dist/src/modules/directory/availability.query.js');
const { CONVERSATION_LIMITS } = require('../../vocabulary/dist/index.js');

const pool = mysql.createPool({ uri: process.env.DATABASE_URL, connectionLimit: 10, timezone: 'Z', charset: 'utf8mb4_unicode_ci' });
const LIMIT = 50;
/** mysql2's pool answers [rows, fields]; the app's helpers take something whose query answers rows. */
const rowsOf = { query: async (sql, params) => (await pool.query(sql, params))[0] };

const server = http.createServer(async (request, response) => {
  const url = new URL(request.url, 'http://raw');
  if (url.pathname !== '/api/v1/info/get-users') {
    response.writeHead(404).end();
    return;
  }
  try {
    const search = url.searchParams.get('q')?.trim() || undefined;
    // The same choice as DirectoryService, from the same word counts: a common word is read in name order.
    const searchPlan = search ? await searchPlanFor(rowsOf, 'mysql', USER_SEARCH.columns[1], search, LIMIT + 1) : 'index';
    const { sql, params } = directoryPageQuery({ industries: url.searchParams.getAll('industry_type'), search, searchPlan, dialect: 'mysql', take: LIMIT + 1 });
    const [rows] = await pool.query(sql, params);
    const page = rows.slice(0, LIMIT);
    const last = page[page.length - 1];
    // The same second query as the app: who on the page takes a request now (directory/availability.query.ts).
    const accepting = await acceptingMembers(
      rowsOf,
      page.map((row) => Number(row.id)),
      CONVERSATION_LIMITS.capacityDefault,
    );
    const body = JSON.stringify({
      users: page.map((row) => toDirectoryUser(row, accepting.has(Number(row.id)))),
      next_cursor: rows.length > LIMIT ? encodeDirectoryCursor({ name: last.name, id: Number(last.id) }) : null,
    });
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) }).end(body);
  } catch (error) {
    response.writeHead(500).end(String(error));
  }
});
server.listen(Number(process.env.RAW_PORT), '127.0.0.1', () => console.log(`raw server on ${process.env.RAW_PORT}`));
process.on('SIGTERM', () => server.close(() => pool.end().then(() => process.exit(0))));
