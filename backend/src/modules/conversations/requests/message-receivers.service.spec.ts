import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { HEALTH_INDUSTRY, ISSUE_TEXTS, LEGAL_INDUSTRY } from '@community/vocabulary';
import { newTestService } from '../../../../test/support/new-test-service';
import { BusinessGroupsService } from '../../business-groups/business-groups.service';
import { MessageReceiversService } from './message-receivers.service';
import { ReceiverRow, RequestsRepository } from './requests.repository';

function setUp(row: Partial<ReceiverRow> | null) {
  const { service: sut, fakes } = newTestService(MessageReceiversService);
  fakes
    .get(RequestsRepository)
    .confirmedMember.mock.mockImplementation(async () =>
      row ? { id: '7', name: 'Lee', email: 'lee@example.com', role: 'helper', industry: LEGAL_INDUSTRY, ...row } : null,
    );
  return { sut, fakes };
}

describe("MessageReceiversService: who may receive a section's requests (whom its directory lists)", () => {
  it('a lawyer is a helper of the legal industry; a seeker there is a client, not a lawyer', async () => {
    assert.deepEqual(await setUp({}).sut.lawyer(7), { id: 7, name: 'Lee', email: 'lee@example.com' });
    await assert.rejects(setUp({ role: 'seeker' }).sut.lawyer(7), { message: ISSUE_TEXTS.lawyerNotFound });
    await assert.rejects(setUp({ industry: HEALTH_INDUSTRY }).sut.lawyer(7), { message: ISSUE_TEXTS.lawyerNotFound });
  });

  it('a doctor is a helper of Health & Sciences; the professional network takes helpers and seekers of its six industries', async () => {
    assert.equal((await setUp({ industry: HEALTH_INDUSTRY }).sut.doctor(7)).id, 7);
    assert.equal((await setUp({ role: 'seeker', industry: 'Technology, Engineering & Data' }).sut.professionalNetworkMember(7)).id, 7);
    await assert.rejects(setUp({}).sut.professionalNetworkMember(7), { message: ISSUE_TEXTS.memberNotFound });
  });

  it('an unknown, suspended or unconfirmed account (the repository finds none) and a group without an approved owner answer 404', async () => {
    await assert.rejects(setUp(null).sut.doctor(7), { message: ISSUE_TEXTS.doctorNotFound });
    const { sut, fakes } = setUp(null);
    fakes.get(BusinessGroupsService).approvedGroupOwner.mock.mockImplementation(async () => null);
    await assert.rejects(sut.businessGroupOwner(3), { message: ISSUE_TEXTS.businessGroupNotFound });
  });
});
