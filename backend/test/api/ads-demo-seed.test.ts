import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { TestApp, startTestApp } from '../support/test-app';
import { createAccount } from '../support/accounts';
import { filesUnder } from '../support/images';

describe(`demo data: ads and the README's accounts (${process.env.TEST_DB ?? 'sqlite'})`, () => {
  let sut: TestApp;
  before(async () => {
    sut = await startTestApp({ env: { SEED_DEMO_DATA: 'true' } });
  });
  after(async () => sut.close());

  it('seeds members who write in Arabic script, found in the directory by the folded spellings (issue #28)', async () => {
    const viewer = await createAccount(sut, { role: 'seeker', industry: 'Education, Human Services & NonProfit' });
    const industry = encodeURIComponent('Education, Human Services & NonProfit');
    const found = async (q: string) =>
      (
        await sut.http
          .get(`/api/v1/info/get-users?industry_type=${industry}&q=${encodeURIComponent(q)}`)
          .auth(viewer.token, { type: 'bearer' })
          .expect(200)
      ).body.users.map((user: { name: string; job_title?: string }) => user.name);
    assert.deepEqual(await found('احمد'), ['أحمد الحدّاد']);
    assert.deepEqual(await found('مدرسه ثانويه'), ['أحمد الحدّاد']);
    assert.deepEqual(await found('2012'), ['أحمد الحدّاد']);
    const [arabic] = await sut.dataSource.query(
      "SELECT COUNT(*) AS n FROM users WHERE email IN ('ahmad.alhaddad@community.example', 'maryam.yousef@community.example', 'fatima.nasser@community.example', 'yusuf.ibrahim@community.example')",
    );
    assert.equal(Number(arabic.n), 4);
    const [ahmad] = await sut.dataSource.query("SELECT language FROM users WHERE email = 'ahmad.alhaddad@community.example'");
    assert.equal(ahmad.language, 'ar', 'their mails are Arabic');
  });

  it('seeds approved ads with real, served pictures and one pending ad for the admin panel', async () => {
    const member = await createAccount(sut, { role: 'seeker', industry: 'Technology, Engineering & Data' });
    const board = (await sut.http.get('/api/v1/admin/get-business-network?status_all=approved').auth(member.token, { type: 'bearer' }).expect(200)).body.data;
    assert.ok(board.length >= 3);
    const [pending] = await sut.dataSource.query("SELECT COUNT(*) AS n FROM ads WHERE status = 'pending'");
    assert.ok(Number(pending.n) >= 1);
    for (const ad of board) {
      const keys = [...JSON.parse(ad.image_url), ...JSON.parse(ad.thumbnail_url)] as string[];
      assert.equal(keys.length, 6);
      const response = await sut.http
        .get(`/uploads/${keys[0]}`)
        .buffer(true)
        .parse((res, done) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => done(null, Buffer.concat(chunks)));
        })
        .expect(200);
      const meta = await sharp(response.body as Buffer).metadata();
      assert.equal(meta.format, 'webp');
      assert.ok(Math.max(meta.width!, meta.height!) <= 1600);
    }
    assert.equal(filesUnder(sut.config.uploads.dir).length, 6 * (board.length + Number(pending.n)));
  });

  it("signs in every account the README names, as the role and industry it says (a newcomer's first step)", async () => {
    const readme = readFileSync(join(__dirname, '../../../../README.md'), 'utf8');
    const rows = [...readme.matchAll(/^\| ([^|]+) \| `([^`@]+@community\.example)` \| `([^`]+)` \|$/gm)].map(([, who, email, password]) => ({
      who,
      email,
      password,
    }));
    assert.deepEqual(
      rows.map((row) => row.who.split(':')[0].trim()),
      ['Admin', 'A mentor (helper)', 'A seeker'],
    );
    for (const { who, email, password } of rows) {
      const signedIn = await sut.http.post('/api/v1/auth/login').send({ email, password });
      assert.equal(signedIn.status, 200, `${email}: ${JSON.stringify(signedIn.body)}`);
      // The admin may be asked for two-factor next (ADMIN_TWO_FACTOR); the password was right, which is the README's claim.
      if (who === 'Admin') continue;
      const details = signedIn.body.user_details;
      const [, role, name, industry] = /^A (?:mentor|seeker) ?\(?(helper)?\)?: ([^,]+), (\w+)/.exec(who) ?? [];
      assert.equal(details.role, role ?? 'seeker', who);
      assert.equal(details.name, name, who);
      assert.ok(details.industry.startsWith(industry), `${who}: ${details.industry}`);
      assert.equal(details.emailConfirmed, true, 'demo accounts are confirmed');
    }
  });
});
