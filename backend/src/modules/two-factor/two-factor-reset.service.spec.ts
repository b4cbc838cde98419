import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { BadRequestException, ConflictException, ForbiddenException, NotFoundException } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { MESSAGES, Role, TWO_FACTOR_TEXTS } from '@community/vocabulary';
import { AuthUser } from '../../common/auth/auth-user';
import { ADMIN_TEXTS } from '../../common/moderation/admin-texts';
import type { AuditService } from '../audit/audit.service';
import type { MailMessage, MailService } from '../mail/mail.service';
import { User } from '../users/entities/user.entity';
import type { UsersService } from '../users/users.service';
import { AdminUsersService } from '../users/admin-users.service';
import { TwoFactorSecret } from './entities/two-factor-secret.entity';
import { RecoveryCode } from './entities/recovery-code.entity';
import { TwoFactorReset } from './two-factor-reset.service';

const admin: AuthUser = { id: 1, email: 'admin@example.com', name: 'Admin', role: 'admin', industry: null, profileComplete: true, emailConfirmed: true };

/**
 * Accounts, secrets (on or pending) and recovery codes in memory; what one transaction did is kept in order, so the
 * test sees that the audit entry and the mail share the transaction that removed the secret.
 */
function setUp(accounts: Array<{ id: number; role?: Role; twoFactor?: 'on' | 'pending'; codes?: number }>) {
  const users = new Map(accounts.map(({ id, role }) => [id, Object.assign(new User(), { id, name: `Member ${id}`, email: `m${id}@example.com`, role: role ?? 'helper', tokenVersion: 0 })]));
  const secrets = new Map(accounts.filter((a) => a.twoFactor).map((a) => [a.id, a.twoFactor === 'on']));
  const codes = new Map(accounts.map((a) => [a.id, a.codes ?? 0]));
  const steps: string[] = [];
  const forgotten: number[] = [];
  const manager = {
    delete: async (entity: unknown, where: { userId: number; enabledAt?: unknown }) => {
      if (entity === TwoFactorSecret) {
        // The service asks only for a secret that is on (enabledAt: Not(IsNull())).
        const on = secrets.get(where.userId) === true;
        if (on) secrets.delete(where.userId);
        return { affected: on ? 1 : 0 };
      }
      assert.equal(entity, RecoveryCode);
      steps.push(`codes removed ${where.userId}`);
      codes.set(where.userId, 0);
      return { affected: 1 };
    },
    // The credentials version moves on in SQL of its own (users/credentials-version.service.ts).
    queryRunner: {
      query: async (sql: string, parameters: number[]) => {
        assert.match(sql, /^UPDATE users SET token_version = token_version \+ 1/);
        steps.push(`credentials version +1 ${parameters[0]}`);
        return { affected: 1 };
      },
    },
  };
  const service = new TwoFactorReset(
    { transaction: async <R>(work: (m: typeof manager) => Promise<R>) => work(manager) } as unknown as DataSource,
    { findById: async (id: number) => users.get(id) ?? null, tokensRevoked: (id: number) => void forgotten.push(id) } as unknown as UsersService,
    { record: async (_actor: AuthUser, action: string, _type: string, id: number, _summary: string, m: unknown) => void steps.push(`${action} ${id}${m === manager ? ' (in the transaction)' : ''}`) } as unknown as AuditService,
    { enqueue: async (m: unknown, message: MailMessage) => void steps.push(`mail to ${message.to}${m === manager ? ' (in the transaction)' : ''}`) } as unknown as MailService,
    // The admin-account rule itself, as suspension uses it.
    new AdminUsersService({} as never, {} as never, {} as never, {} as never),
  );
  return { service, secrets, codes, steps, forgotten };
}

describe('two-factor: an admin resets another account (TwoFactorReset, repositories faked)', () => {
  it('removes the secret and the codes, moves the token version on, audits and mails in one transaction, then forgets the cached sessions', async () => {
    const { service, secrets, codes, steps, forgotten } = setUp([{ id: 5, twoFactor: 'on', codes: 7 }]);
    await service.reset(admin, 5);
    assert.equal(secrets.has(5), false);
    assert.equal(codes.get(5), 0);
    assert.deepEqual(steps, ['codes removed 5', 'credentials version +1 5', 'reset-two-factor 5 (in the transaction)', 'mail to m5@example.com (in the transaction)']);
    assert.deepEqual(forgotten, [5]);
  });

  it(`an account without two-factor, or with a set-up never confirmed: 409 "${TWO_FACTOR_TEXTS.notOnForMember}", nothing done`, async () => {
    const { service, secrets, steps, forgotten } = setUp([{ id: 6 }, { id: 7, twoFactor: 'pending' }]);
    for (const id of [6, 7]) {
      await assert.rejects(service.reset(admin, id), (error: unknown) => error instanceof ConflictException && error.message === TWO_FACTOR_TEXTS.notOnForMember);
    }
    assert.equal(secrets.get(7), false, 'the pending set-up stays for its owner to finish');
    assert.deepEqual([steps, forgotten], [[], []]);
  });

  it(`your own account (400 "${TWO_FACTOR_TEXTS.resetOwn}") and an unknown id (404) are refused before anything is read or changed`, async () => {
    const { service, secrets, steps } = setUp([{ id: 1, twoFactor: 'on' }]);
    await assert.rejects(service.reset(admin, 1), (error: unknown) => error instanceof BadRequestException && error.message === TWO_FACTOR_TEXTS.resetOwn);
    await assert.rejects(service.reset(admin, 99), (error: unknown) => error instanceof NotFoundException && error.message === ADMIN_TEXTS.userNotFound);
    assert.equal(secrets.get(1), true);
    assert.deepEqual(steps, []);
  });

  it(`another admin's account: 403 "${MESSAGES.moderation.adminAccount}", the same rule and text as suspending one, nothing done`, async () => {
    const { service, secrets, codes, steps, forgotten } = setUp([{ id: 8, role: 'admin', twoFactor: 'on', codes: 10 }]);
    await assert.rejects(service.reset(admin, 8), (error: unknown) => error instanceof ForbiddenException && error.message === MESSAGES.moderation.adminAccount);
    assert.deepEqual([secrets.get(8), codes.get(8), steps, forgotten], [true, 10, [], []]);
  });
});
