import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { MESSAGES } from '@community/vocabulary';
import { startTestApp } from '../support/test-app';
import { createTestDatabase } from '../support/test-database';
import { runBuiltCli } from '../support/built-cli';

const createAdminCli = (args: string[], env: Record<string, string>) => runBuiltCli('create-admin', args, env);

const login = (sut: Awaited<ReturnType<typeof startTestApp>>, email: string, password: string) => sut.http.post('/api/v1/auth/login').send({ email, password });

describe(`the first admin (${process.env.TEST_DB ?? 'sqlite'})`, () => {
  it('is created at start from ADMIN_EMAIL/ADMIN_PASSWORD; a later start with a new password replaces it', async () => {
    const database = await createTestDatabase();
    try {
      const first = await startTestApp({ database, env: { ADMIN_EMAIL: 'Boss@Community.Test', ADMIN_PASSWORD: 'First#Admin1' } });
      const signedIn = await login(first, 'boss@community.test', 'First#Admin1').expect(200);
      assert.equal(signedIn.body.user_details.role, 'admin');
      assert.equal(signedIn.body.user_details.profileComplete, true);
      await first.close();

      const second = await startTestApp({ database, env: { ADMIN_EMAIL: 'boss@community.test', ADMIN_PASSWORD: 'Second#Admin2' } });
      const old = await login(second, 'boss@community.test', 'First#Admin1').expect(401);
      assert.equal(old.body.error_message, MESSAGES.login.wrongCredentials);
      await login(second, 'boss@community.test', 'Second#Admin2').expect(200);
      // The token from before the rotation is revoked.
      await second.http.get('/api/v1/auth/me').auth(signedIn.body.AuthToken, { type: 'bearer' }).expect(401);
      const [{ count }] = await second.dataSource.query("SELECT COUNT(*) AS count FROM users WHERE role = 'admin'");
      assert.equal(Number(count), 1);
      await second.close();
    } finally {
      await database.drop();
    }
  });

  it('is created by `npm run create-admin -- <email> <password>` on a fresh database, and can sign in', async () => {
    const database = await createTestDatabase();
    try {
      const result = await createAdminCli(['cli.admin@community.test', 'Cli#Admin1', 'Chief', 'Admin'], database.env);
      assert.equal(result.stderr, '');
      assert.equal(result.code, 0);
      assert.match(result.stdout, /^admin ready: cli\.admin@community\.test \(id \d+\)\n$/);

      const again = await createAdminCli(['cli.admin@community.test', 'Cli#Admin1'], database.env);
      assert.equal(again.code, 0, 'running it twice is harmless');

      const sut = await startTestApp({ database });
      try {
        const signedIn = await login(sut, 'cli.admin@community.test', 'Cli#Admin1').expect(200);
        assert.equal(signedIn.body.user_details.role, 'admin');
        assert.equal(signedIn.body.user_details.name, 'Chief Admin');
      } finally {
        await sut.close();
      }
    } finally {
      await database.drop();
    }
  });

  it('the CLI refuses missing arguments, a bad email and a weak password with exit code 2', async () => {
    const env = { SQLITE_FILE: '/nonexistent/never-created.sqlite' };
    const usage = await createAdminCli([], env);
    assert.equal(usage.code, 2);
    assert.equal(usage.stderr, 'usage: npm run create-admin -- <email> <password> [name]\n');
    const email = await createAdminCli(['not-an-email', 'Cli#Admin1'], env);
    assert.equal(email.code, 2);
    assert.equal(email.stderr, 'not an email address: "not-an-email"\n');
    const weak = await createAdminCli(['a@b.co', 'password'], env);
    assert.equal(weak.code, 2);
    assert.equal(weak.stderr, 'the password needs at least 8 characters with an uppercase letter, a lowercase letter, a digit and one of !@#$%^&*\n');
  });

  it('the CLI names a bad setting and exits 1', async () => {
    const result = await createAdminCli(['a@b.co', 'Cli#Admin1'], { DATABASE_URL: 'postgres://db/community' });
    assert.equal(result.code, 1);
    assert.equal(result.stderr, 'DATABASE_URL must use mysql: or mariadb: (got "postgres:")\n');
  });
});
