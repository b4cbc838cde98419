import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { CONVERSATION_TEXTS } from '@community/vocabulary';
import { REPLICA_READ, TRANSACTION, newTestService } from '../../../test/support/new-test-service';
import { ReadReplicas } from '../../common/database/read-replicas';
import { member } from '../../../test/support/conversation-fixtures';
import { User } from '../users/entities/user.entity';
import { AdminUsersService } from '../users/admin-users.service';
import { AuditService } from '../audit/audit.service';
import { Report } from './entities/report.entity';
import { AdminReportsService } from './admin-reports.service';
import { ReportsRepository } from './reports.repository';
import { ConversationsRepository } from './conversations.repository';
import { ReportUpdateDto } from './dto/report.dto';

const admin = member(9, 'admin');
const report = (changes: Partial<Report> = {}) =>
  Object.assign(new Report(), {
    id: 4,
    reporterId: 2,
    conversationId: null,
    messageId: 7,
    reportedUserId: 1,
    reason: 'Spam',
    details: '',
    status: 'open',
    resolution: null,
    resolvedAt: null,
    createdAt: new Date('2026-11-20T00:00:00Z'),
    ...changes,
  });
const action = (fields: Record<string, unknown>) => Object.assign(new ReportUpdateDto(), fields);

function setUp(found: Report = report(), decided = true) {
  const { service: sut, fakes } = newTestService(AdminReportsService);
  fakes.get(ReportsRepository).findWithPeople.mock.mockImplementation(async () => found);
  fakes.get(ReportsRepository).decide.mock.mockImplementation(async () => decided);
  fakes.get(AdminUsersService).suspendable.mock.mockImplementation(async () => Object.assign(new User(), { id: 1 }));
  return { sut, fakes };
}

describe('AdminReportsService: a report is decided once, its action and audit entry in the same transaction', () => {
  it('dismissing: a conditional decision of the open report and one audit entry, both in the transaction', async () => {
    const { sut, fakes } = setUp();
    await sut.act(admin, 4, action({ action: 'dismiss' }));
    const [manager, id, decision] = fakes.get(ReportsRepository).decide.mock.calls[0].arguments;
    assert.deepEqual([manager, id, decision.status, decision.resolution], [TRANSACTION, 4, 'dismissed', 'dismiss']);
    const audit = fakes.get(AuditService).record.mock.calls.map((call) => call.arguments);
    assert.deepEqual(
      audit.map((entry) => [entry[1], entry[2], entry[3], entry[5]]),
      [['dismiss-report', 'report', 4, TRANSACTION]],
    );
  });

  it('a decided report, or one another admin decides first, answers 409 with no action and no audit', async () => {
    await assert.rejects(setUp(report({ status: 'dismissed' })).sut.act(admin, 4, action({ action: 'dismiss' })), {
      message: CONVERSATION_TEXTS.reportAlreadyDecided,
    });
    const raced = setUp(report(), false);
    await assert.rejects(raced.sut.act(admin, 4, action({ action: 'delete_message' })), { message: CONVERSATION_TEXTS.reportAlreadyDecided });
    assert.equal(raced.fakes.get(ConversationsRepository).deleteReply.mock.calls.length, 0);
    assert.equal(raced.fakes.get(AuditService).record.mock.calls.length, 0);
  });

  it('deleting the reported message removes that reply only, audited; a report naming no message cannot delete one', async () => {
    const { sut, fakes } = setUp();
    await sut.act(admin, 4, action({ action: 'delete_message' }));
    assert.deepEqual(fakes.get(ConversationsRepository).deleteReply.mock.calls[0].arguments, [TRANSACTION, 7]);
    assert.deepEqual(
      fakes.get(AuditService).record.mock.calls.map((call) => call.arguments[1]),
      ['delete-conversation-reply', 'resolve-report'],
    );
    await assert.rejects(setUp(report({ messageId: null })).sut.act(admin, 4, action({ action: 'delete_message' })), {
      message: CONVERSATION_TEXTS.reportNamesNoMessage,
    });
    await assert.rejects(setUp().sut.act(admin, 4, action({ action: 'delete_message', message_id: 8 })), { message: CONVERSATION_TEXTS.reportMessageRequired });
  });

  it('suspending the reported member happens in the transaction; their sessions end once it committed', async () => {
    const { sut, fakes } = setUp();
    await sut.act(admin, 4, action({ action: 'suspend_member' }));
    assert.equal(fakes.get(AdminUsersService).suspendIn.mock.calls[0].arguments[0], TRANSACTION);
    assert.deepEqual(fakes.get(AdminUsersService).endSessions.mock.calls[0].arguments, [1]);
    await assert.rejects(setUp(report({ reportedUserId: null })).sut.act(admin, 4, action({ action: 'suspend_member' })), {
      message: CONVERSATION_TEXTS.memberNotFound,
    });
  });

  it('a report that does not exist answers 404; the dashboard counts only open ones, read where ReadReplicas says', async () => {
    const { sut, fakes } = setUp();
    fakes.get(ReportsRepository).findWithPeople.mock.mockImplementation(async () => null);
    await assert.rejects(sut.findOne(admin, 5), { message: CONVERSATION_TEXTS.reportNotFound });
    fakes.get(ReportsRepository).countOpen.mock.mockImplementation(async () => 3);
    assert.equal(await sut.countOpen(admin.id), 3);
    assert.equal(fakes.get(ReadReplicas).read.mock.calls[0].arguments[0], admin.id);
    assert.equal(fakes.get(ReportsRepository).countOpen.mock.calls[0].arguments[0], REPLICA_READ);
  });
});
