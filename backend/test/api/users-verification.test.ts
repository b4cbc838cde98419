import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import sharp from 'sharp';
import {
  DIRECTORY_TEXTS,
  HEALTH_INDUSTRY,
  INDUSTRIES,
  LEGAL_INDUSTRY,
  MESSAGES,
  PROFESSIONAL_NETWORK_INDUSTRIES,
  VERIFICATION_TEXTS,
} from '@community/vocabulary';
import { AuditLogEntry } from '../../src/modules/audit/entities/audit-log-entry.entity';
import { User } from '../../src/modules/users/entities/user.entity';
import { ADMIN_TEXTS } from '../../src/common/moderation/admin-texts';
import { PROFILE_COMPLETED } from '../../src/modules/account/profile-completion.controller';
import { VERIFICATION_REMOVED_BY_PROFILE_CHANGE } from '../../src/modules/users/verification.service';
import { TestApp, startTestApp } from '../support/test-app';
import { Account, createAccount } from '../support/accounts';

const AGRICULTURE = INDUSTRIES[0];
const NOTE = 'Bar number 48213 checked with the state bar register';
const industryQuery = (industries: readonly string[]) => industries.map((industry) => `industry_type=${encodeURIComponent(industry)}`).join('&');
type Listed = { id: number; name: string; verified: boolean; photo_url: string | null };

describe(`verified professionals and directory photos (${process.env.TEST_DB ?? 'sqlite'})`, () => {
  let sut: TestApp;
  let admin: Account;
  let viewer: Account;

  const verify = (id: number, body: object = { note: NOTE }, account: Account = admin) =>
    sut.http.put(`/api/v1/admin/users/${id}/verification`).auth(account.token, { type: 'bearer' }).send(body);
  const unverify = (id: number, account: Account = admin) => sut.http.delete(`/api/v1/admin/users/${id}/verification`).auth(account.token, { type: 'bearer' });
  const directory = (query: string, account: Account = viewer) => sut.http.get(`/api/v1/info/get-users?${query}`).auth(account.token, { type: 'bearer' });
  const listed = async (industries: readonly string[], id: number): Promise<Listed | undefined> =>
    (await directory(`${industryQuery(industries)}&limit=100`).expect(200)).body.users.find((user: Listed) => user.id === id);
  const auditOf = (id: number) => sut.dataSource.getRepository(AuditLogEntry).find({ where: { targetType: 'user', targetId: id }, order: { id: 'ASC' } });

  before(async () => {
    sut = await startTestApp();
    admin = await createAccount(sut, { role: 'admin' });
    viewer = await createAccount(sut, { role: 'helper', name: 'Zz Viewer' });
  });
  after(async () => sut.close());

  it('an admin verifies a lawyer: the legal directory shows verified: true, the note stays out of the audit log', async () => {
    const lawyer = await createAccount(sut, { role: 'helper', industry: LEGAL_INDUSTRY, name: 'Amal Lawyer' });
    assert.equal((await listed([LEGAL_INDUSTRY], lawyer.user.id))!.verified, false);
    const response = await verify(lawyer.user.id).expect(200);
    assert.equal(response.body.verified, true);
    assert.equal(response.body.verification_note, NOTE);
    assert.ok(response.body.verified_at);
    assert.equal((await listed([LEGAL_INDUSTRY], lawyer.user.id))!.verified, true);
    const shown = await sut.http.get(`/api/v1/admin/users/${lawyer.user.id}`).auth(admin.token, { type: 'bearer' }).expect(200);
    assert.equal(shown.body.verified, true);
    const [entry] = await auditOf(lawyer.user.id);
    assert.equal(entry.action, 'verify-user');
    assert.equal(entry.actorId, admin.user.id);
    assert.doesNotMatch(entry.summary ?? '', /48213|bar/i, 'the note (a licence number) is not copied into the audit log');
  });

  it('refuses a non-admin who tries to verify anyone, themselves included (403, the documented text)', async () => {
    const doctor = await createAccount(sut, { role: 'helper', industry: HEALTH_INDUSTRY, name: 'Badr Doctor' });
    for (const attacker of [doctor, viewer]) {
      const refused = await verify(doctor.user.id, { note: 'I checked myself' }, attacker).expect(403);
      assert.equal(refused.body.error_message, MESSAGES.http.forbidden);
      const refusedRemoval = await unverify(doctor.user.id, attacker).expect(403);
      assert.equal(refusedRemoval.body.error_message, MESSAGES.http.forbidden);
    }
    const row = await sut.dataSource.getRepository(User).findOneByOrFail({ id: doctor.user.id });
    assert.equal(row.verifiedAt, null);
    assert.equal((await sut.http.put(`/api/v1/admin/users/${doctor.user.id}/verification`).send({ note: NOTE }).expect(401)).body.statusCode, 401);
  });

  it('requires a note, refuses admins, businesses and patients, and answers 404 for no one', async () => {
    const doctor = await createAccount(sut, { role: 'helper', industry: HEALTH_INDUSTRY });
    assert.equal((await verify(doctor.user.id, {}).expect(400)).body.error_message, VERIFICATION_TEXTS.noteRequired);
    assert.equal((await verify(doctor.user.id, { note: ' a ' }).expect(400)).body.error_message, VERIFICATION_TEXTS.noteLength);
    const business = await createAccount(sut, { role: 'business' });
    assert.equal((await verify(business.user.id).expect(400)).body.error_message, VERIFICATION_TEXTS.notListed);
    // A seeker of the health industry is a patient, whom no directory lists (issue #24).
    const patient = await createAccount(sut, { role: 'seeker', industry: HEALTH_INDUSTRY });
    assert.equal((await verify(patient.user.id).expect(400)).body.error_message, VERIFICATION_TEXTS.notListed);
    assert.equal((await verify(admin.user.id).expect(400)).body.error_message, VERIFICATION_TEXTS.notListed);
    assert.equal((await verify(987654).expect(404)).body.error_message, ADMIN_TEXTS.userNotFound);
  });

  it('the admin removes the mark (audit-logged once; removing again records nothing)', async () => {
    const doctor = await createAccount(sut, { role: 'helper', industry: HEALTH_INDUSTRY, name: 'Chadia Doctor' });
    await verify(doctor.user.id, { note: 'Medical licence 55-1234 checked' }).expect(200);
    const removed = await unverify(doctor.user.id).expect(200);
    assert.equal(removed.body.verified, false);
    assert.equal(removed.body.verification_note, null);
    await unverify(doctor.user.id).expect(200);
    assert.equal((await listed([HEALTH_INDUSTRY], doctor.user.id))!.verified, false);
    assert.deepEqual(
      (await auditOf(doctor.user.id)).map((entry) => entry.action),
      ['verify-user', 'remove-verification'],
    );
  });

  it('a change of industry or of mentorship through PATCH /account removes the mark, audit-logged', async () => {
    const lawyer = await createAccount(sut, { role: 'helper', industry: LEGAL_INDUSTRY, name: 'Dalia Lawyer' });
    await verify(lawyer.user.id).expect(200);
    await sut.http.patch('/api/v1/account').auth(lawyer.token, { type: 'bearer' }).send({ IndustryType: HEALTH_INDUSTRY }).expect(200);
    assert.equal((await listed([HEALTH_INDUSTRY], lawyer.user.id))!.verified, false);
    const verifiedOnly = await directory(`${industryQuery([HEALTH_INDUSTRY])}&verified=true&limit=100`).expect(200);
    assert.ok(!verifiedOnly.body.users.some((user: Listed) => user.id === lawyer.user.id), 'gone from the verified-only page too');
    assert.deepEqual(
      (await auditOf(lawyer.user.id)).map((entry) => entry.action),
      ['verify-user', 'change-profile', 'remove-verification'],
    );

    const mentor = await createAccount(sut, { role: 'helper', industry: LEGAL_INDUSTRY, name: 'Ehab Lawyer' });
    await verify(mentor.user.id).expect(200);
    await sut.http.patch('/api/v1/account').auth(mentor.token, { type: 'bearer' }).send({ JobTitle: 'Notary' }).expect(200);
    assert.equal((await listed([LEGAL_INDUSTRY], mentor.user.id))!.verified, true, 'a job title change keeps the mark');
    await sut.http.patch('/api/v1/account').auth(mentor.token, { type: 'bearer' }).send({ mentorship: 'No' }).expect(200);
    // A lawyer who turns seeker is a client: listed nowhere (issue #24), and the mark is gone.
    assert.equal(await listed([LEGAL_INDUSTRY], mentor.user.id), undefined);
    const shown = await sut.http.get(`/api/v1/admin/users/${mentor.user.id}`).auth(admin.token, { type: 'bearer' }).expect(200);
    assert.equal(shown.body.verified, false);
  });

  it('the old door: a verified agriculture helper moved into the legal industry by PATCH /auth/profile is not verified there, and it is audit-logged', async () => {
    const farmer = await createAccount(sut, { role: 'helper', industry: AGRICULTURE, name: 'Gamal Farmer' });
    await verify(farmer.user.id, { note: 'Agronomist licence 77-31 checked' }).expect(200);
    assert.equal((await listed([AGRICULTURE], farmer.user.id))!.verified, true);
    const completed = await sut.http
      .patch('/api/v1/auth/profile')
      .auth(farmer.token, { type: 'bearer' })
      .send({ mentorship: 'Yes', PhoneNumber: '+1 555 010 4040', IndustryType: LEGAL_INDUSTRY, JobTitle: 'Paralegal' })
      .expect(200);
    assert.equal(completed.body.message, PROFILE_COMPLETED, "the spec's answer is kept");
    assert.equal(completed.body.user_details.industry, LEGAL_INDUSTRY);
    const inLegal = await listed([LEGAL_INDUSTRY], farmer.user.id);
    assert.equal(inLegal?.verified, false, 'listed in Legal Assistance, but not as verified');
    const verifiedOnly = await directory(`${industryQuery([LEGAL_INDUSTRY])}&verified=true&limit=100`).expect(200);
    assert.ok(!verifiedOnly.body.users.some((user: Listed) => user.id === farmer.user.id), 'not on the legal verified-only page');
    const row = await sut.dataSource.getRepository(User).findOneByOrFail({ id: farmer.user.id });
    assert.deepEqual([row.verifiedAt, row.verifiedBy, row.verificationNote, row.verifiedIndustry], [null, null, null, null]);
    const entries = await auditOf(farmer.user.id);
    assert.deepEqual(
      entries.map((entry) => entry.action),
      ['verify-user', 'change-profile', 'remove-verification'],
    );
    assert.equal(entries[1].summary, `industry: ${AGRICULTURE} -> ${LEGAL_INDUSTRY}`);
    assert.equal(entries[1].actorId, farmer.user.id);

    // Mentorship through the same door: Yes -> No makes a seeker and removes a fresh mark too.
    await verify(farmer.user.id).expect(200);
    await sut.http
      .patch('/api/v1/auth/profile')
      .auth(farmer.token, { type: 'bearer' })
      .send({ mentorship: 'No', PhoneNumber: '+1 555 010 4040', IndustryType: LEGAL_INDUSTRY, JobTitle: 'Paralegal' })
      .expect(200);
    // A seeker in legal is a client: listed nowhere (only lawyers are), and the mark is gone from the row.
    assert.equal(await listed([LEGAL_INDUSTRY], farmer.user.id), undefined);
    assert.equal((await sut.dataSource.getRepository(User).findOneByOrFail({ id: farmer.user.id })).verifiedAt, null);
    assert.deepEqual(
      (await auditOf(farmer.user.id)).slice(3).map((entry) => [entry.action, entry.summary]),
      [
        ['verify-user', 'Gamal Farmer <' + farmer.email + '>'],
        ['change-profile', 'mentorship: Yes -> No'],
        ['remove-verification', VERIFICATION_REMOVED_BY_PROFILE_CHANGE],
      ],
    );
  });

  it('PATCH /auth/profile with the same industry and mentorship keeps the mark and writes no audit entry', async () => {
    const lawyer = await createAccount(sut, { role: 'helper', industry: LEGAL_INDUSTRY, name: 'Hiba Lawyer' });
    await verify(lawyer.user.id).expect(200);
    await sut.http
      .patch('/api/v1/auth/profile')
      .auth(lawyer.token, { type: 'bearer' })
      .send({ mentorship: 'Yes', PhoneNumber: '+1 555 010 5050', IndustryType: LEGAL_INDUSTRY, JobTitle: 'Senior counsel' })
      .expect(200);
    assert.equal((await listed([LEGAL_INDUSTRY], lawyer.user.id))!.verified, true);
    assert.deepEqual(
      (await auditOf(lawyer.user.id)).map((entry) => entry.action),
      ['verify-user'],
    );
  });

  it("a verification racing the member's move to another industry never leaves the mark on an industry nobody checked (10 rounds, both at once)", async () => {
    const outcomes = { verifiedFirst: 0, refused: 0 };
    for (let round = 0; round < 10; round += 1) {
      const lawyer = await createAccount(sut, { role: 'helper', industry: LEGAL_INDUSTRY, name: `Race Lawyer ${round}` });
      const [verified, moved] = await Promise.all([
        verify(lawyer.user.id),
        sut.http.patch('/api/v1/account').auth(lawyer.token, { type: 'bearer' }).send({ IndustryType: HEALTH_INDUSTRY }),
      ]);
      assert.equal(moved.status, 200);
      assert.ok([200, 409].includes(verified.status), `verify answered ${verified.status}`);
      if (verified.status === 409) {
        assert.equal(verified.body.error_message, VERIFICATION_TEXTS.profileChanged);
        outcomes.refused += 1;
      } else outcomes.verifiedFirst += 1;
      const row = await sut.dataSource.getRepository(User).findOneByOrFail({ id: lawyer.user.id });
      assert.equal(row.industry, HEALTH_INDUSTRY, "the member's move is never written back over");
      assert.equal(row.verifiedAt, null, 'verified for legal, now in health: the mark is gone either way');
      assert.equal(row.verifiedIndustry, null);
      const legalVerified = await directory(`${industryQuery([LEGAL_INDUSTRY])}&verified=true&limit=100`).expect(200);
      assert.ok(!legalVerified.body.users.some((user: Listed) => user.id === lawyer.user.id));
    }
    assert.equal(outcomes.verifiedFirst + outcomes.refused, 10);
  });

  it('a profile change racing a suspension never lifts it (10 rounds, both at once)', async () => {
    for (let round = 0; round < 10; round += 1) {
      const member = await createAccount(sut, { role: 'helper', industry: LEGAL_INDUSTRY, name: `Race Member ${round}` });
      const [suspended, changed] = await Promise.all([
        sut.http.delete(`/api/v1/admin/users/${member.user.id}`).auth(admin.token, { type: 'bearer' }),
        sut.http
          .patch('/api/v1/account')
          .auth(member.token, { type: 'bearer' })
          .send({ JobTitle: `Notary ${round}` }),
      ]);
      assert.equal(suspended.status, 200);
      assert.ok([200, 401].includes(changed.status), `the change answered ${changed.status}`);
      const row = await sut.dataSource.getRepository(User).findOneByOrFail({ id: member.user.id });
      assert.notEqual(row.suspendedAt, null, `round ${round}: still suspended`);
      assert.ok(row.tokenVersion >= 1, `round ${round}: the suspension's token version stays`);
    }
  });

  it('verified=true lists only verified members, in keyset pages without overlap (legal, clinic, and a whole section)', async () => {
    const ids = { legal: [] as number[], clinic: [] as number[], tech: [] as number[] };
    for (let n = 0; n < 7; n += 1) {
      const lawyer = await createAccount(sut, { role: 'helper', industry: LEGAL_INDUSTRY, name: `Page Lawyer ${n}` });
      const doctor = await createAccount(sut, { role: 'helper', industry: HEALTH_INDUSTRY, name: `Page Doctor ${n}` });
      const engineer = await createAccount(sut, { role: 'helper', industry: PROFESSIONAL_NETWORK_INDUSTRIES[n % 3], name: `Page Engineer ${n}` });
      if (n % 3 !== 1) {
        for (const [list, account] of [
          [ids.legal, lawyer],
          [ids.clinic, doctor],
          [ids.tech, engineer],
        ] as const) {
          await verify(account.user.id).expect(200);
          list.push(account.user.id);
        }
      }
    }
    // A suspended verified member never shows.
    const suspended = await createAccount(sut, { role: 'helper', industry: LEGAL_INDUSTRY, name: 'Page Lawyer Suspended' });
    await verify(suspended.user.id).expect(200);
    await sut.http.delete(`/api/v1/admin/users/${suspended.user.id}`).auth(admin.token, { type: 'bearer' }).expect(200);

    const pages = async (industries: readonly string[]) => {
      const seen: Listed[] = [];
      let cursor: string | null = null;
      let requests = 0;
      do {
        const page: { body: { users: Listed[]; next_cursor: string | null } } = await directory(
          `${industryQuery(industries)}&verified=true&limit=2${cursor ? `&cursor=${cursor}` : ''}`,
        ).expect(200);
        seen.push(...page.body.users);
        cursor = page.body.next_cursor;
        requests += 1;
      } while (cursor && requests < 20);
      return seen;
    };
    for (const [industries, expected] of [
      [[LEGAL_INDUSTRY], ids.legal],
      [[HEALTH_INDUSTRY], ids.clinic],
      [PROFESSIONAL_NETWORK_INDUSTRIES, ids.tech],
    ] as const) {
      const seen = await pages(industries);
      const seenIds = seen.map((user) => user.id);
      assert.equal(new Set(seenIds).size, seenIds.length, 'no member on two pages');
      assert.ok(
        seen.every((user) => user.verified),
        'only verified members',
      );
      const names = seen.map((user) => user.name);
      assert.deepEqual(
        names,
        [...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)),
        'in name order',
      );
      for (const id of expected) assert.ok(seenIds.includes(id), `verified member ${id} listed`);
      assert.ok(!seenIds.includes(suspended.user.id));
    }
    assert.equal((await directory(`${industryQuery([LEGAL_INDUSTRY])}&verified=yes`).expect(400)).body.error_message, DIRECTORY_TEXTS.verifiedInvalid);
    const everyone = await directory(`${industryQuery([LEGAL_INDUSTRY])}&verified=false&limit=100`).expect(200);
    assert.ok(
      everyone.body.users.some((user: Listed) => !user.verified),
      'verified=false is the whole directory',
    );
  });

  it('photo_url: null without a photo, the stored photo after an upload, null again after it is removed', async () => {
    const doctor = await createAccount(sut, { role: 'helper', industry: HEALTH_INDUSTRY, name: 'Fadia Photo' });
    assert.equal((await listed([HEALTH_INDUSTRY], doctor.user.id))!.photo_url, null);
    const jpeg = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#2a6' } })
      .jpeg()
      .toBuffer();
    const uploaded = await sut.http
      .put('/api/v1/account/photo')
      .auth(doctor.token, { type: 'bearer' })
      .attach('photo', jpeg, { filename: 'me.jpg', contentType: 'image/jpeg' })
      .expect(200);
    assert.match(uploaded.body.photo_url, /^photos\/[0-9a-f-]+\.webp$/);
    assert.equal((await listed([HEALTH_INDUSTRY], doctor.user.id))!.photo_url, uploaded.body.photo_url);
    const served = await sut.http.get(`/uploads/${uploaded.body.photo_url}`).expect(200);
    assert.equal(served.headers['content-type'], 'image/webp');
    await sut.http.delete('/api/v1/account/photo').auth(doctor.token, { type: 'bearer' }).expect(200);
    assert.equal((await listed([HEALTH_INDUSTRY], doctor.user.id))!.photo_url, null);
  });
});
