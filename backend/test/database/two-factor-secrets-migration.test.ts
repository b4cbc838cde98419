import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { generate } from 'otplib';
import { TWO_FACTOR } from '@community/vocabulary';
import { installDataKeys, open } from '../../src/common/sealing/sealed-text';
import { dataKeyId } from '../../src/common/sealing/data-key-ring';
import { installJwtSecretForLegacyTwoFactorSecrets, openJwtSealedSecret } from '../../src/database/jwt-sealed-two-factor-secrets';
import { emailSkeleton } from '../../src/modules/users/email-skeleton';
import { TwoFactorSecretsOnDataKey1795438800000 } from '../../src/database/migrations/1795438800000-TwoFactorSecretsOnDataKey';
import { PasswordHasher } from '../../src/modules/users/password-hasher.service';
import { Clock } from '../../src/common/clock/clock';
import { TEST_PASSWORD } from '../support/accounts';
import { TEST_DATA_KEY, startTestApp } from '../support/test-app';
import { openMigrationSource, schemaBefore } from '../support/migrations';
import { TestDatabase, createTestDatabase } from '../support/test-database';

const MIGRATION = 'TwoFactorSecretsOnDataKey1795438800000';
/** The test apps' JWT_SECRET (support/test-app.ts). */
const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-production-rules';
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
/** SECRET as the retired JWT-derived sealer (secret-sealer.ts) stored it under TEST_JWT_SECRET. */
const J1_VALUE_BY_THE_OLD_CODE = 'j1:y_VeCB3rkdGGVzIw:s0N5PFOU9Zybm_vNSAJm_duqYcsCQoVzHgFrHuVre_s:I7nuUlH_w2GxiPhmd4QSzw';
/** Sealed under a JWT_SECRET rotated before the upgrade: it cannot open. */
const UNOPENABLE = 'j1:AAAAAAAAAAAAAAAA:AAAA:AAAAAAAAAAAAAAAAAAAAAA';

/**
 * The TwoFactorSecretsOnDataKey migration on a database made by every migration before it, holding a secret the
 * old JWT-derived sealer wrote: it is sealed again with the data key, every row is kept (one that does not open
 * stays as it is), the admin's code still signs in over HTTP, and the down migration puts the `j1:` form back.
 */
describe('TwoFactorSecretsOnDataKey migration', { skip: process.env.TEST_DB !== 'mariadb' && 'runs with TEST_DB=mariadb' }, () => {
  let database: TestDatabase;
  const url = () => database.env.DATABASE_URL.replace(/^mariadb:/, 'mysql:');
  const dataKey = Buffer.from(TEST_DATA_KEY, 'base64');

  before(async () => {
    database = await createTestDatabase('mariadb');
    const entry = { id: dataKeyId(dataKey), key: dataKey };
    installDataKeys({ current: entry, byId: new Map([[entry.id, entry]]) });
    installJwtSecretForLegacyTwoFactorSecrets(TEST_JWT_SECRET);
  });
  after(async () => {
    await database?.drop();
  });

  it('reseals j1 secrets with the data key, keeps every row, the code still signs in, and down reverses it', async () => {
    const old = await schemaBefore(url(), MIGRATION);
    const passwordHash = await new PasswordHasher().hash(TEST_PASSWORD);
    const emails = ['old.sealer.admin@community.test', 'rotated.before.admin@community.test'];
    for (const email of emails) {
      await old.query(
        "INSERT INTO users (name, email, email_skeleton, password_hash, role, industry, email_confirmed) VALUES ('Admin', ?, ?, ?, 'admin', NULL, 1)",
        [email, emailSkeleton(email), passwordHash],
      );
    }
    const [{ id: adminId }] = await old.query('SELECT id FROM users WHERE email = ?', [emails[0]]);
    const [{ id: otherId }] = await old.query('SELECT id FROM users WHERE email = ?', [emails[1]]);
    await old.query("INSERT INTO two_factor_secrets (user_id, secret_sealed, enabled_at) VALUES (?, ?, '2026-01-01 00:00:00'), (?, ?, '2026-01-01 00:00:00')", [
      adminId,
      J1_VALUE_BY_THE_OLD_CODE,
      otherId,
      UNOPENABLE,
    ]);
    await old.destroy();

    const current = await openMigrationSource(url());
    try {
      const applied = await current.runMigrations();
      assert.ok(applied.some((migration) => migration.name === MIGRATION));
      const rows: Array<{ user_id: number; secret_sealed: string }> = await current.query(
        'SELECT user_id, secret_sealed FROM two_factor_secrets ORDER BY user_id',
      );
      assert.deepEqual(
        rows.map((row) => row.user_id),
        [adminId, otherId],
        'every row kept',
      );
      assert.match(rows[0].secret_sealed, new RegExp(`^v1:${dataKeyId(dataKey)}:`));
      assert.equal(open(rows[0].secret_sealed, 'two_factor_secrets.secret_sealed'), SECRET);
      assert.doesNotMatch(JSON.stringify(rows), /JBSWY3DP/, 'the dump holds no plaintext secret');
      assert.equal(rows[1].secret_sealed, UNOPENABLE, 'a value that does not open is left as it is');
    } finally {
      await current.destroy();
    }

    // The admin's authenticator still works against the migrated row, over HTTP.
    const sut = await startTestApp({ database, env: { ADMIN_TWO_FACTOR: 'required' } });
    try {
      const now = Date.now();
      sut.app.get(Clock).set(new Date(now));
      const asked = await sut.http.post('/api/v1/auth/login').send({ email: emails[0], password: TEST_PASSWORD }).expect(200);
      assert.equal(asked.body.two_factor_required, true);
      const code = await generate({ secret: SECRET, epoch: Math.floor(now / 1000) });
      assert.equal(code.length, TWO_FACTOR.codeDigits);
      const signedIn = await sut.http.post('/api/v1/auth/two-factor').send({ challenge: asked.body.challenge, code }).expect(200);
      await sut.http.get('/api/v1/admin/stats').auth(signedIn.body.AuthToken, { type: 'bearer' }).expect(200);
    } finally {
      await sut.close();
    }

    // Its own down (not undoLastMigration: a later migration may follow it).
    const back = await openMigrationSource(url());
    const queryRunner = back.createQueryRunner();
    try {
      await new TwoFactorSecretsOnDataKey1795438800000().down(queryRunner);
      const rows: Array<{ secret_sealed: string }> = await back.query('SELECT secret_sealed FROM two_factor_secrets ORDER BY user_id');
      assert.match(rows[0].secret_sealed, /^j1:/);
      assert.equal(openJwtSealedSecret(rows[0].secret_sealed), SECRET);
      assert.equal(rows[1].secret_sealed, UNOPENABLE);
    } finally {
      await queryRunner.release();
      await back.destroy();
    }
  });
});
