import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { TRANSACTION, newTestService } from '../../../test/support/new-test-service';
import { member } from '../../../test/support/conversation-fixtures';
import { AuditService } from './audit.service';
import { AuditRepository } from './audit.repository';

describe('AuditService: every moderation action leaves one entry, committed with the action', () => {
  it("names the actor by id and address, and goes through the action's transaction when given", async () => {
    const { service: sut, fakes } = newTestService(AuditService);
    await sut.record(member(9, 'admin'), 'approve-ad', 'ad', 12, 'Bakery ad', TRANSACTION);
    const [entry, manager] = fakes.get(AuditRepository).add.mock.calls[0].arguments;
    assert.equal(manager, TRANSACTION);
    assert.deepEqual(
      [entry.actorId, entry.actorEmail, entry.action, entry.targetType, entry.targetId, entry.summary],
      [9, 'member9@example.com', 'approve-ad', 'ad', 12, 'Bakery ad'],
    );
  });

  it('keeps a summary to 255 characters and stores none when there is none', async () => {
    const { service: sut, fakes } = newTestService(AuditService);
    await sut.record(member(9, 'admin'), 'retry-mail', 'mail', 3, 'x'.repeat(300));
    await sut.record(member(9, 'admin'), 'suspend-user', 'user', 4);
    const [long, none] = fakes.get(AuditRepository).add.mock.calls.map((call) => call.arguments);
    assert.deepEqual([long[0].summary?.length, long[1], none[0].summary], [255, undefined, null]);
  });
});
