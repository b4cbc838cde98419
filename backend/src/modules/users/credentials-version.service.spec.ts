import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { EntityManager } from 'typeorm';
import { newTestService } from '../../../test/support/new-test-service';
import { CredentialsVersion } from './credentials-version.service';

/** A transaction's manager whose query runner records the SQL and answers how many rows it changed. */
function managerChanging(rows: number) {
  const statements: Array<{ sql: string; parameters: unknown[] }> = [];
  const manager = { queryRunner: { query: async (sql: string, parameters: unknown[]) => (statements.push({ sql, parameters }), { affected: rows }) } };
  return { manager: manager as unknown as EntityManager, statements };
}

describe('users: CredentialsVersion (the one writer of users.token_version)', () => {
  const { service: sut } = newTestService(CredentialsVersion);

  it('moves the version on and withdraws the confirmation link in the same write', async () => {
    const { manager, statements } = managerChanging(1);
    assert.equal(await sut.moveOn(manager, 7), true);
    assert.deepEqual(statements, [
      {
        sql: 'UPDATE users SET token_version = token_version + 1, email_confirmation_hash = NULL, email_confirmation_expires_at = NULL WHERE id = ?',
        parameters: [7],
      },
    ]);
  });

  it('with the expected version, only from that one: of two changes racing from one link, the second changes nothing (false)', async () => {
    const won = managerChanging(1);
    assert.equal(await sut.moveOn(won.manager, 7, 4), true);
    assert.match(won.statements[0].sql, / AND token_version = \?$/);
    assert.deepEqual(won.statements[0].parameters, [7, 4]);
    assert.equal(await sut.moveOn(managerChanging(0).manager, 7, 4), false);
  });

  it("refuses to run outside a transaction (it needs the transaction's query runner)", async () => {
    await assert.rejects(sut.moveOn({} as EntityManager, 7), /inside a transaction/);
  });
});
