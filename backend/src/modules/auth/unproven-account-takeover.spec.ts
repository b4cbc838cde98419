import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { EntityManager } from 'typeorm';
import { User } from '../users/entities/user.entity';
import { BusinessGroup } from '../business-groups/entities/business-group.entity';
import type { TwoFactorService } from '../two-factor/two-factor.service';
import { PasswordResetToken } from './entities/password-reset-token.entity';
import { UnprovenAccountTakeover, placeholderName } from './unproven-account-takeover';

/** A manager that records every write in order: SQL, deletes, updates and the saved account. */
function recordingManager() {
  const writes: string[] = [];
  let saved: User | null = null;
  const manager = {
    queryRunner: { query: async (sql: string) => (writes.push(sql.startsWith('UPDATE users SET token_version') ? 'version' : sql), { affected: 1 }) },
    delete: async (entity: unknown, where: unknown) => void writes.push(`delete ${entity === BusinessGroup ? 'business groups' : '?'} ${JSON.stringify(where)}`),
    update: async (entity: unknown, where: unknown) => void writes.push(`withdraw ${entity === PasswordResetToken ? 'reset links' : '?'} ${JSON.stringify(where)}`),
    save: async (user: User) => ((saved = { ...user } as User), writes.push('save'), user),
  };
  return { manager: manager as unknown as EntityManager, writes, saved: () => saved };
}

const squatted = () =>
  Object.assign(new User(), {
    id: 7, name: 'Imam Official Support', email: 'victim@example.com', passwordHash: 'squatter-hash', role: 'business', industry: 'Legal', phoneNumber: '+1 555',
    jobTitle: 'Treasurer', description: 'Send donations to me', mentorship: 'Yes', photoUrl: 'profile/7.webp', profileComplete: true, emailConfirmed: false,
    emailConfirmationHash: 'a'.repeat(64), notificationSettings: { reply: 'off' }, acceptingRequests: false, requestCapacity: 2, verifiedAt: new Date(), verifiedBy: 1,
    verificationNote: 'bar no. 1', verifiedIndustry: 'Legal', googleId: null,
  });

describe('UnprovenAccountTakeover (what proving the mailbox of an unconfirmed account clears)', () => {
  it('moves the credentials version first, then removes two-factor, pending listings and reset links, and saves a fresh, confirmed member with the owner\'s credentials', async () => {
    const removedTwoFactor: number[] = [];
    const sut = new UnprovenAccountTakeover({ removeAllInside: async (_manager: unknown, id: number) => (removedTwoFactor.push(id), true) } as unknown as TwoFactorService);
    const { manager, writes, saved } = recordingManager();
    await sut.handOver(manager, squatted(), { name: 'Real Owner', passwordHash: 'owner-hash', googleId: null });

    assert.deepEqual(writes, ['version', 'delete business groups {"userId":7}', 'withdraw reset links {"userId":7}', 'save']);
    assert.deepEqual(removedTwoFactor, [7]);
    const account = saved()!;
    assert.deepEqual(
      [account.name, account.passwordHash, account.googleId, account.emailConfirmed, account.emailConfirmationHash, account.email],
      ['Real Owner', 'owner-hash', null, true, null, 'victim@example.com'],
    );
    assert.deepEqual(
      [account.role, account.industry, account.mentorship, account.phoneNumber, account.jobTitle, account.description, account.photoUrl, account.profileComplete],
      ['helper', null, null, null, null, null, null, false],
    );
    assert.deepEqual([account.notificationSettings, account.acceptingRequests, account.requestCapacity], [null, true, null]);
    assert.deepEqual([account.verifiedAt, account.verifiedBy, account.verificationNote, account.verifiedIndustry], [null, null, null, null]);
  });

  it('a takeover without a name of its own (a reset, the confirmation link) names the account after the address\'s local part', () => {
    assert.equal(placeholderName('amina.yusuf@example.com'), 'amina.yusuf');
    assert.equal(placeholderName('"odd@local"@example.com'), '"odd@local"');
  });
});
