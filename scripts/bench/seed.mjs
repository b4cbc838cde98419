// Bulk rows for the benchmark: 100,000 members and 10,000 ads by multi-row INSERTs (seconds, not the
// minutes the API would take). One argon2 hash is shared by every member: sign-in cost is per verify.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { INDUSTRIES, AD_CATEGORIES } = require('../../vocabulary/dist/index.js');

const FIRST = ['Amina', 'Omar', 'Sara', 'Yusuf', 'Layla', 'Ibrahim', 'Maryam', 'Hassan', 'Fatima', 'Ali', 'Noor', 'Khalid', 'Zainab', 'Bilal', 'Huda', 'Tariq', 'Aisha', 'Samir', 'Rania', 'Karim', 'Leila', 'Jamal', 'Salma', 'Idris', 'Hana', 'Musa', 'Dina', 'Faris', 'Mona', 'Zaid'];
const LAST = ['Smith', 'Yusuf', 'Rahman', 'Haddad', 'Khan', 'Nasser', 'Saleh', 'Aziz', 'Malik', 'Farah', 'Mansour', 'Qureshi', 'Hamdan', 'Osman', 'Karimi', 'Suleiman', 'Darwish', 'Najjar', 'Abbas', 'Hussein', 'Jaber', 'Taha', 'Bakr', 'Zaki', 'Sabri', 'Halabi', 'Amin', 'Rashid', 'Issa', 'Morgan'];
const JOBS = ['Software Engineer', 'Accountant', 'Teacher', 'Nurse', 'Lawyer', 'Designer', 'Chef', 'Data Analyst', 'Pharmacist', 'Consultant', 'Architect', 'Farmer', 'Journalist', 'Coach', 'Civil Engineer'];

/** A small deterministic generator, so two runs seed the same rows. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

async function insertRows(connection, table, columns, rows, batch = 2000) {
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
export async function seedBenchData(connection, { members = 100_000, ads = 10_000, passwordHash }) {
  const next = random(20_24);
  const pick = (list) => list[Math.floor(next() * list.length)];
  const users = [];
  for (let i = 1; i <= members; i += 1) {
    const roll = next();
    const role = i === 1 ? 'helper' : roll < 0.46 ? 'helper' : roll < 0.92 ? 'seeker' : 'business';
    const name = `${pick(FIRST)} ${pick(LAST)} ${i}`;
    users.push([
      name,
      `member${i}@bench.example`,
      passwordHash,
      role,
      pick(INDUSTRIES),
      '+1 555 000 0000',
      role === 'business' ? null : pick(JOBS),
      `${name} is happy to share experience with the community.`,
      role === 'helper' ? 'Yes' : role === 'seeker' ? 'No' : null,
      1,
      next() < 0.01 && i !== 1 ? new Date() : null,
    ]);
  }
  await insertRows(connection, 'users', ['name', 'email', 'password_hash', 'role', 'industry', 'phone_number', 'job_title', 'description', 'mentorship', 'profile_complete', 'suspended_at'], users);

  const [businesses] = await connection.query("SELECT id, name, email, industry FROM users WHERE role = 'business' AND email LIKE '%@bench.example'");
  await insertRows(
    connection,
    'business_groups',
    ['title', 'description', 'website', 'email', 'industry', 'status', 'user_id', 'confirm_connections'],
    businesses.map((b) => [`${b.name} Company`, `${b.name} serves the community with care and fair prices.`, 'https://business.example', b.email, b.industry, next() < 0.9 ? 1 : 0, b.id, 1]),
  );

  const [posters] = await connection.query("SELECT id FROM users WHERE role IN ('helper', 'seeker') AND suspended_at IS NULL AND email LIKE '%@bench.example' LIMIT 5000");
  const adRows = [];
  const now = Date.now();
  for (let i = 1; i <= ads; i += 1) {
    adRows.push([
      `Bench ad ${i}: ${pick(['Flat to rent', 'Used car', 'Laptop repair', 'Catering', 'Tutoring', 'Bike for sale'])}`,
      'Short description of the offer.',
      pick(AD_CATEGORIES),
      'A longer description of the offer, what is included, and how to arrange a visit or a call.',
      `${10 + Math.floor(next() * 990)} USD`,
      `seller${i}@bench.example`,
      '+1 555 010 2030',
      pick(['Springfield', 'Riverside', 'Fairview', 'Lakeside']),
      next() < 0.9 ? 'approved' : 'pending',
      JSON.stringify([`ads/bench-${i}-1.webp`, `ads/bench-${i}-2.webp`, `ads/bench-${i}-3.webp`]),
      JSON.stringify([`ads/bench-${i}-1-thumb.webp`, `ads/bench-${i}-2-thumb.webp`, `ads/bench-${i}-3-thumb.webp`]),
      posters[i % posters.length].id,
      new Date(now - i * 60_000),
    ]);
  }
  await insertRows(connection, 'ads', ['title', 'description', 'category', 'ad_description', 'price_offer', 'contact_email', 'contact_phone', 'location', 'status', 'image_url', 'thumbnail_url', 'user_id', 'created_at'], adRows);
  await connection.query('ANALYZE TABLE users, ads, business_groups');
  return { helperEmail: 'member1@bench.example' };
}
