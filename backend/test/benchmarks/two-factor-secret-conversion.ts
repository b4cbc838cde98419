/**
 * Prints how long moving `j1:` TOTP secrets (sealed under the JWT-derived key) to the data key takes: the work of
 * the TwoFactorSecretsOnDataKey migration on MySQL and of every SQLite start (docs/security.md, "Admin two-factor").
 * A benchmark, not a test: it asserts nothing about time.
 *   npm run build:test -w backend && TEST_DB=sqlite node backend/dist/test/benchmarks/two-factor-secret-conversion.js [accounts]
 */
import { moveTwoFactorSecretsToDataKey } from '../../src/database/jwt-sealed-two-factor-secrets';
import { startTestApp } from '../support/test-app';

/** A secret as the retired sealer stored it under the test apps' JWT_SECRET (support/test-app.ts). */
const J1_VALUE_BY_THE_OLD_CODE = 'j1:y_VeCB3rkdGGVzIw:s0N5PFOU9Zybm_vNSAJm_duqYcsCQoVzHgFrHuVre_s:I7nuUlH_w2GxiPhmd4QSzw';
const BATCH = 500;

async function main(): Promise<void> {
  const accounts = Number(process.argv[2] ?? 10_000);
  const sut = await startTestApp();
  try {
    for (let first = 0; first < accounts; first += BATCH) {
      const ids = Array.from({ length: Math.min(BATCH, accounts - first) }, (_, index) => first + index + 1);
      await sut.dataSource.query(
        `INSERT INTO users (id, name, email, email_skeleton, password_hash, role) VALUES ${ids.map(() => "(?, 'Bench', ?, ?, 'x', 'admin')").join(', ')}`,
        ids.flatMap((id) => [id, `bench.${id}@example.com`, `bench.${id}@example.com`]),
      );
      await sut.dataSource.query(
        `INSERT INTO two_factor_secrets (user_id, secret_sealed, enabled_at, created_at) VALUES ${ids.map(() => "(?, ?, '2026-01-01 00:00:00', '2026-01-01 00:00:00')").join(', ')}`,
        ids.flatMap((id) => [id, J1_VALUE_BY_THE_OLD_CODE]),
      );
    }
    const started = process.hrtime.bigint();
    // As each runs it: TypeORM runs the MySQL migrations in one transaction; the SQLite start writes row by row.
    const count =
      sut.database.kind === 'mariadb'
        ? await sut.dataSource.transaction((manager) => moveTwoFactorSecretsToDataKey(manager))
        : await moveTwoFactorSecretsToDataKey(sut.dataSource);
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    console.log(
      `${count.converted} secrets moved to the data key, ${count.unreadable} unreadable: ${ms.toFixed(0)} ms (${((ms * 1000) / Math.max(1, count.converted)).toFixed(0)} µs each, ${process.env.TEST_DB ?? 'sqlite'})`,
    );
    const again = process.hrtime.bigint();
    await moveTwoFactorSecretsToDataKey(sut.dataSource);
    console.log(`a start with nothing left to move: ${(Number(process.hrtime.bigint() - again) / 1e6).toFixed(0)} ms`);
  } finally {
    await sut.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
