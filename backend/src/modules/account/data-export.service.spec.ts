import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { BUSINESS_GROUP_STATUS } from '@community/vocabulary';
import { loadConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { newTestService } from '../../../test/support/new-test-service';
import { MyAdsService } from '../ads/my-ads.service';
import { MyJobsService } from '../jobs/my-jobs.service';
import { SavedSearchesService } from '../saved-searches/saved-searches.service';
import { MyBusinessGroupsService } from '../business-groups/my-business-groups.service';
import { BusinessGroup } from '../business-groups/entities/business-group.entity';
import { MessageParticipantsService } from '../conversations/requests/message-participants.service';
import { ParticipantExportService } from '../conversations/participant-export.service';
import { User } from '../users/entities/user.entity';
import { DataExportService } from './data-export.service';
import { ProfileService } from './profile.service';

const NOW = new Date('2026-11-26T12:00:00Z');

function setUp(user: Partial<User>) {
  const { service: sut, fakes, clock } = newTestService(DataExportService, [[APP_CONFIG, loadConfig({ NODE_ENV: 'test', APP_URL: 'http://app.test' })]]);
  clock.set(NOW);
  const account = Object.assign(new User(), {
    id: 4,
    name: 'Amina',
    email: 'amina@example.com',
    role: 'seeker',
    industry: 'Health & Sciences',
    phoneNumber: '+1 555',
    jobTitle: 'Nurse',
    description: null,
    mentorship: 'No',
    photoUrl: null,
    passwordHash: 'secret-hash',
    notificationSettings: null,
    suspendedAt: null,
    createdAt: new Date('2025-01-02T03:04:05Z'),
    tokenVersion: 3,
    ...user,
  });
  fakes.get(ProfileService).get.mock.mockImplementation(async () => account);
  fakes.get(MyAdsService).list.mock.mockImplementation(async () => []);
  fakes.get(MyJobsService).allOf.mock.mockImplementation(async () => []);
  fakes.get(SavedSearchesService).listOf.mock.mockImplementation(async () => []);
  fakes.get(MyBusinessGroupsService).list.mock.mockImplementation(async () => [
    Object.assign(new BusinessGroup(), {
      id: 2,
      title: 'Clinic',
      description: 'Care',
      website: null,
      email: 'c@example.com',
      industry: 'Health & Sciences',
      status: String(BUSINESS_GROUP_STATUS.approved),
      rejectionReason: null,
      pendingEdit: null,
      createdAt: NOW,
    }),
  ]);
  fakes.get(MessageParticipantsService).exportFor.mock.mockImplementation(async () => ({ sent: [], received: [] }));
  fakes.get(ParticipantExportService).conversationsOf.mock.mockImplementation(async () => []);
  fakes.get(ParticipantExportService).reportsBy.mock.mockImplementation(async () => []);
  return { sut };
}

describe('account: "Download my data" (DataExportService, every other module faked)', () => {
  it('the profile as the account page shows it, with when it was made and whether it is suspended; never a hash or a version', async () => {
    const exported = await setUp({}).sut.exportFor(4);
    assert.equal(exported.exported_at, NOW.toISOString());
    const profile = exported.profile as Record<string, unknown>;
    assert.deepEqual(
      [profile.email, profile.has_password, profile.created_at, profile.suspended],
      ['amina@example.com', true, '2025-01-02T03:04:05.000Z', false],
    );
    assert.doesNotMatch(JSON.stringify(exported), /secret-hash|tokenVersion|token_version/);
    assert.equal('notifications' in profile, false, 'the settings are their own section');
    assert.ok(exported.notifications);
  });

  it('a suspended member gets it too, marked so; business listings carry their status as the number the API uses', async () => {
    const exported = await setUp({ suspendedAt: new Date('2026-10-01') }).sut.exportFor(4);
    assert.equal((exported.profile as Record<string, unknown>).suspended, true);
    const [group] = exported.business_groups as Array<Record<string, unknown>>;
    assert.deepEqual([group.id, group.status, group.created_at], [2, BUSINESS_GROUP_STATUS.approved, NOW.toISOString()]);
    assert.deepEqual([exported.ads, exported.conversations, exported.reports, exported.messages], [[], [], [], { sent: [], received: [] }]);
  });
});
