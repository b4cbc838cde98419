import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { newTestService } from '../../../../test/support/new-test-service';
import { ADMIN_TEXTS } from '../../../common/moderation/admin-texts';
import { InboxMessage } from '../entities/inbox-message.entity';
import { AdminMessagesService } from './admin-messages.service';
import { RequestsRepository } from './requests.repository';

function withOne(found: InboxMessage | null) {
  const { service: sut, fakes } = newTestService(AdminMessagesService);
  const query = { where: () => query, getOne: async () => found };
  fakes.get(RequestsRepository).withReceiverName.mock.mockImplementation(() => query as never);
  return sut;
}

const request = (section: InboxMessage['section']) =>
  Object.assign(new InboxMessage(), {
    id: 5,
    section,
    receiverId: 2,
    receiver: { name: 'Dr. Grace' },
    fullName: 'Sam',
    email: 'sam@example.com',
    details: { Symptoms: 'Migraine' },
    readAt: null,
    createdAt: new Date(),
  });

describe('AdminMessagesService: admins see that a request was sent, never what a legal or clinic one says', () => {
  it('a legal or clinic request has no details; any other section shows what was sent', async () => {
    assert.equal('details' in (await withOne(request('virtual-clinic')).findOne(5)), false);
    assert.equal('details' in (await withOne(request('legal-assistance')).findOne(5)), false);
    const shown = await withOne(request('professional-network')).findOne(5);
    assert.deepEqual([shown.details, shown.receiver_name, shown.read], [{ Symptoms: 'Migraine' }, 'Dr. Grace', false]);
  });

  it('a missing message answers 404', async () => {
    await assert.rejects(withOne(null).findOne(5), { message: ADMIN_TEXTS.messageNotFound });
  });
});
