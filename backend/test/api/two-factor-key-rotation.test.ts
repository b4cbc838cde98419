import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import * as path from 'node:path';
import { spawnSync } from 'node:child_process';
import { generate } from 'otplib';
import { TWO_FACTOR } from '@community/vocabulary';
import { User } from '../../src/modules/users/entities/user.entity';
import { PasswordHasher } from '../../src/modules/users/password-hasher.service';
import { Clock } from '../../src/common/clock/clock';
import { dataKeyId } from '../../src/common/sealing/data-key-ring';
import { TEST_PASSWORD } from '../support/accounts';
import { TEST_DATA_KEY, TestApp, startTestApp } from '../support/test-app';
import { TestDatabase, createTestDatabase, testDatabaseKind } from '../support/test-database';

const PERIOD_MS = TWO_FACTOR.periodSeconds * 1000;
const RESEAL_CLI = path.resolve(__dirname, '../../src/cli/reseal.js');
const NEW_DATA_KEY = Buffer.alloc(32, 43).toString('base64');
const ROTATED_JWT_SECRET = 'a-new-jwt-secret-after-a-leak-at-least-32-characters';
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
/** SECRET as the retired JWT-derived sealer (secret-sealer.ts) stored it under the test apps' JWT_SECRET (support/test-app.ts). */
const J1_VALUE_BY_THE_OLD_CODE = 'j1:y_VeCB3rkdGGVzIw:s0N5PFOU9Zybm_vNSAJm_duqYcsCQoVzHgFrHuVre_s:I7nuUlH_w2GxiPhmd4QSzw';

/**
 * The fault this answers: rotating JWT_SECRET (the response to a leaked signing secret) used to make every stored
 * TOTP secret unreadable, locking admins out to their recovery codes. TOTP secrets now sit on the data key ring:
 * a JWT_SECRET rotation ends the old sessions and leaves two-factor working; a DATA_ENCRYPTION_KEY rotation and the
 * reseal CLI carry them like every other sealed column. Several app instances in turn on one database.
 */
describe(`two-factor across key rotations (${testDatabaseKind()})`, () => {
  let database: TestDatabase;
  let sut: TestApp;
  let now = Date.now();
  let passwordHash: string;

  const env = (extra: Record<string, string> = {}) => ({ ADMIN_TWO_FACTOR: 'required', ...extra });
  /** Each instance has its own Clock: every start moves one step on, so no code's step is reused. */
  async function start(extra: Record<string, string> = {}): Promise<TestApp> {
    const app = await startTestApp({ database, env: env(extra) });
    now += PERIOD_MS;
    app.app.get(Clock).set(new Date(now));
    return app;
  }
  const codeNow = (secret: string) => generate({ secret, epoch: Math.floor(now / 1000) });
  const login = (email: string) => sut.http.post('/api/v1/auth/login').send({ email, password: TEST_PASSWORD }).expect(200);
  const secondStep = (challenge: string, code: string) => sut.http.post('/api/v1/auth/two-factor').send({ challenge, code });
  const storedSecret = async (userId: number): Promise<string> =>
    (await sut.dataSource.query('SELECT secret_sealed FROM two_factor_secrets WHERE user_id = ?', [userId]))[0].secret_sealed;

  async function insertAdmin(email: string): Promise<User> {
    return sut.dataSource
      .getRepository(User)
      .save(Object.assign(new User(), { name: 'Rotation Admin', email, passwordHash, role: 'admin', industry: null, profileComplete: true }));
  }

  before(async () => {
    database = await createTestDatabase();
    passwordHash = await new PasswordHasher().hash(TEST_PASSWORD);
  });
  after(async () => {
    await sut?.close().catch(() => undefined);
    await database?.drop();
  });

  it('after JWT_SECRET is rotated, old tokens are refused and the admin still signs in with a TOTP code', async () => {
    sut = await start();
    const admin = await insertAdmin('rotation.admin@community.test');
    const first = await login(admin.email);
    const setup = await sut.http.post('/api/v1/auth/two-factor/setup').send({ challenge: first.body.challenge }).expect(200);
    const confirmed = await sut.http
      .post('/api/v1/auth/two-factor/setup/confirm')
      .send({ challenge: first.body.challenge, code: await codeNow(setup.body.secret) })
      .expect(200);
    const oldToken: string = confirmed.body.AuthToken;
    const stored = await storedSecret(admin.id);
    assert.match(stored, new RegExp(`^v1:${dataKeyId(Buffer.from(TEST_DATA_KEY, 'base64'))}:`), 'sealed with the data key, not the JWT secret');
    const dump = JSON.stringify(await sut.dataSource.query('SELECT * FROM two_factor_secrets'));
    assert.doesNotMatch(dump, new RegExp(setup.body.secret), 'a database dump holds no plaintext secret');
    await sut.close();

    // The operator's answer to a leaked JWT_SECRET: a new one, same database, same data key.
    sut = await start({ JWT_SECRET: ROTATED_JWT_SECRET });
    await sut.http.get('/api/v1/auth/me').auth(oldToken, { type: 'bearer' }).expect(401);
    const asked = await login(admin.email);
    assert.equal(asked.body.two_factor_required, true, 'the second factor is still on');
    const signedIn = await secondStep(asked.body.challenge, await codeNow(setup.body.secret)).expect(200);
    await sut.http.get('/api/v1/admin/stats').auth(signedIn.body.AuthToken, { type: 'bearer' }).expect(200);
    assert.equal(await storedSecret(admin.id), stored, 'the stored secret did not change');
    await sut.close();

    // A DATA_ENCRYPTION_KEY rotation: the reseal CLI moves the TOTP secret with the other sealed columns.
    sut = await start({ JWT_SECRET: ROTATED_JWT_SECRET, DATA_ENCRYPTION_KEY: NEW_DATA_KEY, DATA_ENCRYPTION_OLD_KEYS: TEST_DATA_KEY });
    const reseal = spawnSync(process.execPath, [RESEAL_CLI], {
      encoding: 'utf8',
      env: {
        PATH: process.env.PATH ?? '',
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        ...database.env,
        DATA_ENCRYPTION_KEY: NEW_DATA_KEY,
        DATA_ENCRYPTION_OLD_KEYS: TEST_DATA_KEY,
      },
    });
    assert.equal(reseal.status, 0, reseal.stderr);
    assert.match(reseal.stdout, /^resealed with key [0-9a-f]{12}: 1 from older keys, 0 plaintext, 0 unreadable\n$/);
    assert.match(await storedSecret(admin.id), new RegExp(`^v1:${dataKeyId(Buffer.from(NEW_DATA_KEY, 'base64'))}:`));
    await sut.close();

    // The old data key can go: the code still signs in.
    sut = await start({ JWT_SECRET: ROTATED_JWT_SECRET, DATA_ENCRYPTION_KEY: NEW_DATA_KEY });
    await secondStep((await login(admin.email)).body.challenge, await codeNow(setup.body.secret)).expect(200);
    await sut.close();
  });

  it(
    'SQLite: a secret sealed by the old JWT-derived sealer moves to the data key at start, and its code signs in',
    { skip: testDatabaseKind() !== 'sqlite' && 'MySQL converts in a migration: test/database/two-factor-secrets-migration.test.ts' },
    async () => {
      sut = await start();
      const admin = await insertAdmin('old.sealer.admin@community.test');
      const unopenable = await insertAdmin('unopenable.admin@community.test');
      const enabledAt = '2026-01-01 00:00:00';
      await sut.dataSource.query('INSERT INTO two_factor_secrets (user_id, secret_sealed, enabled_at, created_at) VALUES (?, ?, ?, ?), (?, ?, ?, ?)', [
        admin.id,
        J1_VALUE_BY_THE_OLD_CODE,
        enabledAt,
        enabledAt,
        unopenable.id,
        'j1:AAAAAAAAAAAAAAAA:AAAA:AAAAAAAAAAAAAAAAAAAAAA',
        enabledAt,
        enabledAt,
      ]);
      await sut.close();

      sut = await start();
      const stored = await storedSecret(admin.id);
      assert.match(stored, /^v1:/);
      assert.doesNotMatch(stored, /JBSWY3DP/);
      assert.equal(await storedSecret(unopenable.id), 'j1:AAAAAAAAAAAAAAAA:AAAA:AAAAAAAAAAAAAAAAAAAAAA', 'a value that does not open is kept as it is');
      await secondStep((await login(admin.email)).body.challenge, await codeNow(SECRET)).expect(200);
      await sut.close();
    },
  );
});
