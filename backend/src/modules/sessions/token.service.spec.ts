import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { JwtService } from '@nestjs/jwt';
import { newTestService } from '../../../test/support/new-test-service';
import { TokenService } from './token.service';
import { JWT_ALGORITHM } from './jwt.strategy';
import { UsersService } from '../users/users.service';

const SECRET = 'a-test-secret-of-enough-length-for-hs256';

describe('sessions: TokenService (the bearer token a session carries)', () => {
  const jwt = new JwtService({ secret: SECRET, signOptions: { algorithm: JWT_ALGORITHM, expiresIn: '1h' } });
  const { service: sut, fakes } = newTestService(TokenService, [[JwtService, jwt]]);

  it('carries the account, its role and its credentials version (which ends it when it moves on), and nothing else of the account', async () => {
    const token = await sut.issue({ id: 7, role: 'helper', tokenVersion: 3 });
    const claims = await jwt.verifyAsync<Record<string, unknown>>(token, { secret: SECRET, algorithms: [JWT_ALGORITHM] });
    assert.deepEqual([claims.sub, claims.tv, claims.role], [7, 3, 'helper']);
    assert.deepEqual(Object.keys(claims).sort(), ['exp', 'iat', 'role', 'sub', 'tv'], 'always an expiry; no email or name in a token');
  });

  it('signed with HS256 only: another key does not verify it', async () => {
    const token = await sut.issue({ id: 7, role: 'admin', tokenVersion: 0 });
    assert.equal(JSON.parse(Buffer.from(token.split('.')[0], 'base64url').toString()).alg, 'HS256');
    await assert.rejects(jwt.verifyAsync(token, { secret: 'another-secret-of-enough-length-for-hs256' }));
  });

  it('a sign-in counts as being active today (UsersService.markActive)', async () => {
    await sut.issue({ id: 11, role: 'seeker', tokenVersion: 0 });
    assert.deepEqual(fakes.get(UsersService).markActive.mock.calls.at(-1)?.arguments, [11]);
  });
});
