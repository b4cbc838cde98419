import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { BadRequestException, ConflictException } from '@nestjs/common';
import { TWO_FACTOR, TWO_FACTOR_TEXTS } from '@community/vocabulary';
import { loadConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { installDataKeys } from '../../common/sealing/sealed-text';
import { dataKeyId } from '../../common/sealing/data-key-ring';
import { TRANSACTION, newTestService } from '../../../test/support/new-test-service';
import { CredentialsVersion } from '../users/credentials-version.service';
import { UsersService } from '../users/users.service';
import { TwoFactorSecret } from './entities/two-factor-secret.entity';
import { hashRecoveryCode } from './recovery-codes';
import { sealSecret } from './sealed-secret';
import { Totp } from './totp';
import { TwoFactorRepository } from './two-factor.repository';
import { TwoFactorService } from './two-factor.service';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const GOOD_CODE = '492039';
const key = Buffer.alloc(32, 7);

/** One account's secret (pending, on, or none); the TOTP check accepts GOOD_CODE at step 100 only after an older step. */
function setUp(secret: 'none' | 'pending' | 'on', adminTwoFactor: 'optional' | 'required' = 'optional') {
  installDataKeys({ current: { id: dataKeyId(key), key }, byId: new Map([[dataKeyId(key), { id: dataKeyId(key), key }]]) });
  const config = loadConfig({ NODE_ENV: 'test', ADMIN_TWO_FACTOR: adminTwoFactor });
  const { service: sut, fakes } = newTestService(TwoFactorService, [[APP_CONFIG, config]]);
  const row =
    secret === 'none'
      ? null
      : Object.assign(new TwoFactorSecret(), {
          userId: 5,
          secretSealed: sealSecret(SECRET),
          enabledAt: secret === 'on' ? new Date('2026-01-01') : null,
          lastUsedStep: 90,
        });
  const repository = fakes.get(TwoFactorRepository);
  repository.secretOf.mock.mockImplementation(async () => row);
  repository.turnOn.mock.mockImplementation(async () => true);
  repository.useStep.mock.mockImplementation(async () => true);
  repository.removeIfOn.mock.mockImplementation(async () => secret === 'on');
  fakes
    .get(Totp)
    .check.mock.mockImplementation(async (opened: string, code: string, after: number | null) =>
      opened === SECRET && code === GOOD_CODE && (after ?? 0) < 100 ? 100 : null,
    );
  return { sut, repository, credentials: fakes.get(CredentialsVersion), users: fakes.get(UsersService) };
}

describe('two-factor: turning it on (TwoFactorService.confirmSetup)', () => {
  it(`a first good code turns it on, stores only the hashes of ${TWO_FACTOR.recoveryCodeCount} codes and ends every session in the same transaction`, async () => {
    const { sut, repository, credentials, users } = setUp('pending');
    const codes = (await sut.confirmSetup(5, GOOD_CODE))!;
    assert.equal(codes.length, TWO_FACTOR.recoveryCodeCount);
    const [userId, , step, manager] = repository.turnOn.mock.calls[0].arguments;
    assert.deepEqual([userId, step, manager], [5, 100, TRANSACTION]);
    const [, hashes, codesManager] = repository.replaceRecoveryCodes.mock.calls[0].arguments;
    assert.deepEqual([hashes, codesManager], [codes.map(hashRecoveryCode), TRANSACTION]);
    assert.ok(
      hashes.every((hash: string) => !codes.includes(hash)),
      'never the plain codes',
    );
    assert.deepEqual(credentials.moveOn.mock.calls[0].arguments, [TRANSACTION, 5]);
    assert.deepEqual(users.tokensRevoked.mock.calls[0].arguments, [5]);
  });

  it('a wrong code answers null and writes nothing', async () => {
    const { sut, repository, credentials } = setUp('pending');
    assert.equal(await sut.confirmSetup(5, '000000'), null);
    assert.deepEqual([repository.turnOn.mock.callCount(), credentials.moveOn.mock.callCount()], [0, 0]);
  });

  it(`no set-up: 400 "${TWO_FACTOR_TEXTS.setupFirst}"; already on, or a confirmation racing another: 409 "${TWO_FACTOR_TEXTS.alreadyOn}", no session ended`, async () => {
    await assert.rejects(
      setUp('none').sut.confirmSetup(5, GOOD_CODE),
      (error: unknown) => error instanceof BadRequestException && error.message === TWO_FACTOR_TEXTS.setupFirst,
    );
    await assert.rejects(
      setUp('on').sut.confirmSetup(5, GOOD_CODE),
      (error: unknown) => error instanceof ConflictException && error.message === TWO_FACTOR_TEXTS.alreadyOn,
    );
    const racing = setUp('pending');
    racing.repository.turnOn.mock.mockImplementation(async () => false);
    await assert.rejects(
      racing.sut.confirmSetup(5, GOOD_CODE),
      (error: unknown) => error instanceof ConflictException && error.message === TWO_FACTOR_TEXTS.alreadyOn,
    );
    assert.deepEqual([racing.credentials.moveOn.mock.callCount(), racing.users.tokensRevoked.mock.callCount()], [0, 0]);
  });
});

describe('two-factor: codes at sign-in (TwoFactorService.useCode)', () => {
  it('a TOTP code moves the used step on by a conditional update (a replay or a racing twin loses); a recovery code is looked up by its hash', async () => {
    const { sut, repository } = setUp('on');
    assert.equal(await sut.useCode(5, '492 039'), true);
    assert.deepEqual(repository.useStep.mock.calls[0].arguments, [5, 100]);
    repository.useStep.mock.mockImplementation(async () => false);
    assert.equal(await sut.useCode(5, GOOD_CODE), false, 'the racing twin');

    repository.useRecoveryCode.mock.mockImplementation(async () => true);
    assert.equal(await sut.useCode(5, 'K7M2P X9QRT'), true);
    assert.equal(repository.useRecoveryCode.mock.calls[0].arguments[1], hashRecoveryCode('k7m2p-x9qrt'));
  });

  it('with two-factor off or only pending, no code is good', async () => {
    for (const state of ['none', 'pending'] as const) {
      const { sut, repository } = setUp(state);
      assert.equal(await sut.useCode(5, GOOD_CODE), false);
      assert.equal(repository.useStep.mock.callCount(), 0);
    }
  });
});

describe('two-factor: off, new codes, and who must keep it', () => {
  it('turning off removes the secret and codes and moves the credentials version in one transaction; when it was not on, nothing moves', async () => {
    const on = setUp('on');
    assert.equal(await on.sut.turnOff(5), true);
    assert.deepEqual(on.repository.removeIfOn.mock.calls[0].arguments, [5, TRANSACTION]);
    assert.deepEqual(on.credentials.moveOn.mock.calls[0].arguments, [TRANSACTION, 5]);
    assert.deepEqual(on.users.tokensRevoked.mock.calls[0].arguments, [5]);

    const off = setUp('pending');
    assert.equal(await off.sut.turnOff(5), false);
    assert.deepEqual([off.credentials.moveOn.mock.callCount(), off.users.tokensRevoked.mock.callCount()], [0, 0]);
  });

  it('a takeover removes a pending set-up too, and says whether two-factor was on', async () => {
    const { sut, repository } = setUp('pending');
    assert.equal(await sut.removeAllInside(TRANSACTION, 5), false);
    assert.deepEqual(repository.removeSecret.mock.calls[0].arguments, [5, TRANSACTION]);
  });

  it('new recovery codes replace the old ones and end every other session in the same transaction', async () => {
    const { sut, repository, credentials } = setUp('on');
    const codes = await sut.regenerateRecoveryCodes(5);
    assert.deepEqual(repository.replaceRecoveryCodes.mock.calls[0].arguments, [5, codes.map(hashRecoveryCode), TRANSACTION]);
    assert.deepEqual(credentials.moveOn.mock.calls[0].arguments, [TRANSACTION, 5]);
  });

  it('only admins, and only where ADMIN_TWO_FACTOR=required, must use it', () => {
    assert.equal(setUp('none', 'required').sut.requiredFor({ role: 'admin' }), true);
    assert.equal(setUp('none', 'required').sut.requiredFor({ role: 'helper' }), false);
    assert.equal(setUp('none', 'optional').sut.requiredFor({ role: 'admin' }), false);
  });
});
