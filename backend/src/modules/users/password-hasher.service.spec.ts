import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { newTestService } from '../../../test/support/new-test-service';
import { PasswordHasher } from './password-hasher.service';

describe('users: PasswordHasher (argon2id)', () => {
  const { service: sut } = newTestService(PasswordHasher);

  it('stores an argon2id hash at the documented cost, never the password, and verifies only the right password', async () => {
    const hash = await sut.hash('Right#123');
    assert.match(hash, /^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    assert.doesNotMatch(hash, /Right#123/);
    assert.equal(await sut.verify(hash, 'Right#123'), true);
    assert.equal(await sut.verify(hash, 'Wrong#123'), false);
  });

  it('an account without a password (Google only, or unknown) never verifies, and a stored value that is not a hash is a miss, not an error', async () => {
    assert.equal(await sut.verify(null, 'anything'), false);
    assert.equal(await sut.verify('not-a-hash', 'anything'), false);
  });
});
