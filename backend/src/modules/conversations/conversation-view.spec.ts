import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DELETED_MEMBER_NAME, MessageSection } from '@community/vocabulary';
import { User } from '../users/entities/user.entity';
import { InboxMessage } from './entities/inbox-message.entity';
import { Conversation } from './entities/conversation.entity';
import { ConversationReply } from './entities/conversation-reply.entity';
import { StatusChange } from './entities/status-change.entity';
import { ThreadParts, toConversationView } from './conversation-view';

const at = '2026-03-01T10:00:00.000Z';
const patient = Object.assign(new User(), { id: 1, name: 'Pat Patient', email: 'pat@example.com' });
const doctor = Object.assign(new User(), { id: 2, name: 'Dr Dee', email: 'dee@example.com' });
const reply = (id: number, authorId: number | null, body: string) =>
  Object.assign(new ConversationReply(), { id, conversationId: 9, authorId, body, createdAt: at });

function thread(kind: MessageSection, change: Partial<Conversation> = {}, parts: Partial<ThreadParts> = {}): ThreadParts {
  const conversation = Object.assign(new Conversation(), {
    id: 9,
    requestId: 30,
    kind,
    senderId: 1,
    receiverId: 2,
    status: 'declined',
    senderUnread: false,
    receiverUnread: false,
    receiverAnsweredAt: at,
    lastActivityAt: at,
    createdAt: at,
    ...change,
  });
  return {
    conversation,
    request: Object.assign(new InboxMessage(), {
      id: 30,
      section: kind,
      fullName: 'Typed Name',
      email: 'typed@example.com',
      details: { Symptoms: 'migraine', description: 'the request text' },
    }),
    sender: patient,
    receiver: doctor,
    replies: [reply(1, 2, 'health advice'), reply(2, 1, 'my symptoms'), reply(3, 2, 'rude-reply')],
    history: [
      Object.assign(new StatusChange(), { status: 'new', reason: null, changedBy: 1, createdAt: at }),
      Object.assign(new StatusChange(), { status: 'declined', reason: 'please see a specialist', changedBy: 2, createdAt: at }),
    ],
    blockedByViewer: false,
    blockedEitherWay: false,
    canReplyInStatus: false,
    ...parts,
  };
}

describe('conversation view: what each reader sees (service, no database)', () => {
  it('an admin reading a reported clinic thread gets the reported message, names and statuses; no details, no other replies, no reason, no address', () => {
    const view = toConversationView(thread('virtual-clinic'), { id: 99, role: 'admin', reported: { messageIds: [3], reporterIds: [1] } });
    assert.deepEqual(view.request, { full_name: null, email: null, details: null });
    assert.deepEqual(
      view.messages.map((m) => [m.id, m.author_name, m.body, m.author]),
      [[3, 'Dr Dee', 'rude-reply', 'other']],
    );
    assert.deepEqual(
      view.status_history.map((change) => [change.status, change.reason, change.by]),
      [
        ['new', null, 'other'],
        ['declined', null, 'other'],
      ],
    );
    assert.deepEqual(view.other_party, { id: 1, name: 'Pat Patient', email: null, member: true, deleted: false });
    assert.deepEqual([view.box, view.allowed_statuses, view.can_reply, view.can_delete], [null, [], false, false]);
  });

  it("an admin gets a legal request's details never, even when its receiver reported it; a professional-network request only then", () => {
    const byReceiver = { messageIds: [], reporterIds: [2] };
    assert.equal(toConversationView(thread('legal-assistance'), { id: 99, role: 'admin', reported: byReceiver }).request.details, null);
    assert.deepEqual(toConversationView(thread('professional-network'), { id: 99, role: 'admin', reported: byReceiver }).request.details, {
      Symptoms: 'migraine',
      description: 'the request text',
    });
    assert.equal(
      toConversationView(thread('professional-network'), { id: 99, role: 'admin', reported: { messageIds: [], reporterIds: [1] } }).request.details,
      null,
      'the sender reported: their own request is not the reported content',
    );
    const networkReason = toConversationView(thread('professional-network'), { id: 99, role: 'admin', reported: byReceiver }).status_history[1].reason;
    assert.equal(networkReason, 'please see a specialist', 'a professional-network decline reason is kept (only legal and clinic reasons speak of the case)');
    assert.deepEqual(
      toConversationView(thread('professional-network'), { id: 99, role: 'admin', reported: byReceiver }).messages,
      [],
      'no message named, none read',
    );
  });

  it('participants see the whole thread, as their accounts, with addresses once answered', () => {
    const view = toConversationView(thread('virtual-clinic', { status: 'read' }, { canReplyInStatus: true }), { id: 2, role: 'receiver' });
    assert.deepEqual(view.request.details, { Symptoms: 'migraine', description: 'the request text' });
    assert.equal(view.messages.length, 3);
    assert.deepEqual(view.other_party, { id: 1, name: 'Pat Patient', email: 'pat@example.com', member: true, deleted: false });
    assert.deepEqual([view.can_reply, view.can_delete, view.allowed_statuses], [true, false, ['accepted', 'declined', 'more_info', 'closed']]);
  });

  it('a deleted sender is "Deleted member" to the receiver: replies unsigned, nothing to answer, the thread may be deleted', () => {
    const parts = thread('virtual-clinic', { senderId: null, status: 'closed' }, { sender: null, replies: [reply(1, 2, 'advice'), reply(2, null, 'thanks')] });
    const view = toConversationView(parts, { id: 2, role: 'receiver' });
    assert.deepEqual(view.other_party, { id: null, name: DELETED_MEMBER_NAME, email: null, member: false, deleted: true });
    assert.deepEqual(
      view.messages.map((m) => [m.author, m.author_id, m.author_name]),
      [
        ['me', 2, 'Dr Dee'],
        ['other', null, DELETED_MEMBER_NAME],
      ],
    );
    assert.deepEqual([view.can_reply, view.can_delete, view.allowed_statuses], [false, true, []]);
  });

  it('a deleted receiver is "Deleted member" to the sender; a business group\'s visitor is not a deleted member', () => {
    const gone = toConversationView(thread('professional-network', { receiverId: null, status: 'closed' }, { receiver: null }), { id: 1, role: 'sender' });
    assert.deepEqual([gone.other_party.name, gone.other_party.deleted, gone.can_delete, gone.can_reply], [DELETED_MEMBER_NAME, true, true, false]);
    const visitor = toConversationView(thread('business-groups', { senderId: null, status: null }, { sender: null, canReplyInStatus: true }), {
      id: 2,
      role: 'receiver',
    });
    assert.deepEqual(visitor.other_party, { id: null, name: 'Typed Name', email: 'typed@example.com', member: false, deleted: false });
    assert.deepEqual([visitor.can_reply, visitor.can_delete], [true, false]);
  });
});
