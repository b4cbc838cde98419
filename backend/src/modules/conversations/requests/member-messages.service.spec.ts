import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { ConflictException, HttpException } from '@nestjs/common';
import { CONVERSATION_TEXTS, ISSUE_TEXTS, MESSAGES } from '@community/vocabulary';
import { TRANSACTION, newTestService } from '../../../../test/support/new-test-service';
import { member } from '../../../../test/support/conversation-fixtures';
import { TooManyRequestsException } from '../../../common/http/too-many-requests.exception';
import { NotificationsService } from '../../notifications/notifications.service';
import { InboxMessage } from '../entities/inbox-message.entity';
import { ConversationOpeningService } from '../conversation-opening.service';
import { MemberMessagesService } from './member-messages.service';
import { MessageReceiversService } from './message-receivers.service';
import { RequestsRepository } from './requests.repository';

const receiver = { id: 2, name: 'Mona Mentor', email: 'mona@example.com' };
const sender = member(1, 'seeker', 'Sam Sender');

function setUp(refusal: HttpException | null = null) {
  const { service: sut, fakes } = newTestService(MemberMessagesService);
  const receivers = fakes.get(MessageReceiversService);
  for (const find of [receivers.professionalNetworkMember, receivers.lawyer, receivers.doctor]) find.mock.mockImplementation(async () => receiver);
  receivers.businessGroupOwner.mock.mockImplementation(async () => ({ ...receiver, groupId: 3, groupTitle: 'Crescent Bakery' }));
  fakes.get(ConversationOpeningService).admit.mock.mockImplementation(async () => refusal);
  fakes.get(ConversationOpeningService).open.mock.mockImplementation(async () => 41);
  fakes.get(RequestsRepository).store.mock.mockImplementation(async (_m, request) => Object.assign(new InboxMessage(), request, { id: 12 }));
  return { sut, fakes };
}

const contact = { receiver_id: '2', full_name: ' Sam ', email: 'sam@example.com', description: ' Could we talk? ' };

describe('MemberMessagesService: a request is admitted, stored, opens its conversation and tells the receiver, in one transaction', () => {
  it('stores the request, opens the conversation and queues the notification inside the transaction', async () => {
    const { sut, fakes } = setUp();
    assert.deepEqual(await sut.sendToMember(sender, contact), { message: MESSAGES.memberContact.success, id: 12, conversation_id: 41 });
    assert.deepEqual(fakes.get(ConversationOpeningService).admit.mock.calls[0].arguments, [TRANSACTION, 1, 2, 'professional-network']);
    const [manager, stored] = fakes.get(RequestsRepository).store.mock.calls[0].arguments;
    assert.equal(manager, TRANSACTION);
    assert.deepEqual(stored, {
      section: 'professional-network',
      receiverId: 2,
      senderId: 1,
      fullName: 'Sam',
      email: 'sam@example.com',
      details: { description: 'Could we talk?' },
    });
    assert.deepEqual(fakes.get(ConversationOpeningService).open.mock.calls[0].arguments, [
      TRANSACTION,
      { requestId: 12, kind: 'professional-network', senderId: 1, receiverId: 2 },
    ]);
    const [userId, kind, mail, notifyManager] = fakes.get(NotificationsService).notify.mock.calls[0].arguments;
    assert.deepEqual([userId, kind, mail.to, notifyManager], [2, 'new_request', 'mona@example.com', TRANSACTION]);
    assert.match(mail.text, /\/messages\/41\n$/);
  });

  const refusals: Array<[string, HttpException]> = [
    ['a block between the two', new ConflictException(CONVERSATION_TEXTS.blocked)],
    ['a receiver at capacity', new ConflictException(CONVERSATION_TEXTS.atCapacity)],
    ['a new account past its daily requests', new TooManyRequestsException(3600, CONVERSATION_TEXTS.newAccountCap(5))],
  ];
  for (const [name, refusal] of refusals) {
    it(`refuses ${name} as the admission answered it, storing and mailing nothing`, async () => {
      const { sut, fakes } = setUp(refusal);
      await assert.rejects(sut.sendToMember(sender, contact), (error) => error === refusal);
      assert.equal(fakes.get(RequestsRepository).store.mock.calls.length, 0);
      assert.equal(fakes.get(NotificationsService).notify.mock.calls.length, 0);
    });
  }

  it('nobody sends a request to themselves', async () => {
    const { sut, fakes } = setUp();
    await assert.rejects(sut.sendLegalIssue(member(2), { receiver_id: 2 } as never), { message: ISSUE_TEXTS.notToYourself });
    assert.equal(fakes.get(MessageReceiversService).lawyer.mock.calls.length, 0);
  });

  it("a clinic request stores the answers under the patient's account name; its mail holds no health detail", async () => {
    const { sut, fakes } = setUp();
    await sut.sendClinicIssue(sender, {
      receiver_id: 2,
      gender: 'Female',
      age: '34',
      contact_info: 'phone',
      location: 'Springfield',
      Symptoms: 'Migraine',
      duration_of_symptoms: '3 days',
      pain_rating: '4',
      existing_medical_conditions: 'None',
      active_medications_prescriptions: 'None',
    });
    const stored = fakes.get(RequestsRepository).store.mock.calls[0].arguments[1];
    assert.deepEqual(
      [stored.section, stored.fullName, stored.email, stored.details.age, stored.details.pain_rating],
      ['virtual-clinic', 'Sam Sender', null, 34, 4],
    );
    const mail = fakes.get(NotificationsService).notify.mock.calls[0].arguments[2];
    assert.equal(/Migraine|Springfield|Sam/.test(`${mail.subject}${mail.text}`), false);
  });

  it("a business group's public form with its honeypot filled answers success and stores nothing; otherwise no admission (no sender account)", async () => {
    const { sut, fakes } = setUp();
    assert.deepEqual(await sut.sendToBusinessGroup({ ...contact, contact_me_by_fax: 'x' }), {
      message: MESSAGES.memberContact.success,
      id: 0,
      conversation_id: 0,
    });
    assert.equal(fakes.get(RequestsRepository).store.mock.calls.length, 0);
    await sut.sendToBusinessGroup(contact);
    assert.equal(fakes.get(ConversationOpeningService).admit.mock.calls.length, 0);
    const stored = fakes.get(RequestsRepository).store.mock.calls[0].arguments[1];
    assert.deepEqual([stored.senderId, stored.details.business_group_title], [null, 'Crescent Bakery']);
  });
});
