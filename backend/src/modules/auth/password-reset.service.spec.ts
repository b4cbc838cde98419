import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { BadRequestException } from '@nestjs/common';
import type { DataSource, Repository } from 'typeorm';
import { MESSAGES } from '@community/vocabulary';
import { loadConfig } from '../../config/app-config';
import { User } from '../users/entities/user.entity';
import type { UsersService } from '../users/users.service';
import type { PasswordHasher } from '../users/password-hasher.service';
import type { MailService } from '../mail/mail.service';
import { PasswordResetToken } from './entities/password-reset-token.entity';
import { PasswordResetService } from './password-reset.service';
import type { ProvenOwner, UnprovenAccountTakeover } from './unproven-account-takeover';

const config = loadConfig({ NODE_ENV: 'test', APP_URL: 'http://app.test' });
const TOKEN = 'r'.repeat(43);

/**
 * One account and one unused link of its credentials version; the transaction's writes are recorded in order, the
 * credentials version's conditional SQL answers whether the version still matches.
 */
function setUp(user: Partial<User>) {
  const account = Object.assign(new User(), { id: 3, name: 'Member', email: 'amina.y@example.com', emailConfirmed: true, suspendedAt: null, tokenVersion: 2, ...user });
  const link = Object.assign(new PasswordResetToken(), { userId: 3, tokenHash: createHash('sha256').update(TOKEN).digest('hex'), tokenVersion: 2, usedAt: null });
  const writes: string[] = [];
  const handedOver: Array<{ id: number; owner: ProvenOwner }> = [];
  const manager = {
    queryRunner: {
      query: async (_sql: string, params: number[]) => {
        const moved = params[1] === undefined || params[1] === account.tokenVersion;
        if (moved) writes.push('version');
        return { affected: moved ? 1 : 0 };
      },
    },
    update: async (entity: unknown, _where: unknown, values: Record<string, unknown>) => {
      writes.push(entity === User ? `user ${Object.keys(values).join(',')}` : 'reset links');
      return { affected: 1 };
    },
    findOneByOrFail: async () => link,
    findOneBy: async () => account,
  };
  const sut = new PasswordResetService(
    config,
    {} as Repository<PasswordResetToken>,
    { forgetAuthState: () => undefined } as unknown as UsersService,
    { hash: async (password: string) => `hash-of:${password}` } as unknown as PasswordHasher,
    {} as MailService,
    { transaction: async <T>(work: (m: typeof manager) => Promise<T>) => work(manager) } as unknown as DataSource,
    { handOver: async (_manager: unknown, user: User, owner: ProvenOwner) => void handedOver.push({ id: user.id, owner }) } as unknown as UnprovenAccountTakeover,
  );
  return { sut, account, writes, handedOver };
}

describe('password reset (PasswordResetService.reset, the database faked)', () => {
  it('a confirmed account: the version moves (conditional on the link\'s), then the password and the other links; no takeover', async () => {
    const { sut, writes, handedOver } = setUp({});
    await sut.reset(TOKEN, 'N3w@pass');
    assert.deepEqual(writes, ['reset links', 'version', 'user passwordHash', 'reset links']);
    assert.deepEqual(handedOver, []);
  });

  it('an unconfirmed account: the reset link proved the mailbox, so the account is handed over with the new password and a placeholder name, as Google\'s proof does', async () => {
    const { sut, writes, handedOver } = setUp({ emailConfirmed: false });
    await sut.reset(TOKEN, 'N3w@pass');
    assert.deepEqual(writes, ['reset links', 'version']);
    assert.deepEqual(handedOver, [{ id: 3, owner: { name: 'amina.y', passwordHash: 'hash-of:N3w@pass', googleId: null } }]);
  });

  it(`a link of an older credentials version: 400 "${MESSAGES.resetPassword.invalidToken}", no password written, no takeover`, async () => {
    const { sut, writes, handedOver } = setUp({ emailConfirmed: false, tokenVersion: 3 });
    await assert.rejects(sut.reset(TOKEN, 'N3w@pass'), (error: unknown) => error instanceof BadRequestException && error.message === MESSAGES.resetPassword.invalidToken);
    assert.deepEqual([writes, handedOver], [['reset links'], []]);
  });
});
