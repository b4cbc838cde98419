import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { newTestService } from '../../../test/support/new-test-service';
import { SignInLimiter } from '../sessions/sign-in-limiter.service';
import { CodeAttempts } from './code-attempts.service';

describe('two-factor: CodeAttempts (every code check counts like a sign-in attempt)', () => {
  it("checks a code through the sign-in limiter, under the account's address and the client's, with the same refusal", async () => {
    const { service: sut, fakes } = newTestService(CodeAttempts);
    const limiter = fakes.get(SignInLimiter);
    limiter.attempt.mock.mockImplementation(async (_email: string, _address: string, check: () => Promise<unknown>) => check());
    const refuse = () => new Error('wrong code');
    assert.equal(await sut.attempt({ email: 'amina@example.com' }, '203.0.113.9', async () => 'checked', refuse), 'checked');
    const [email, address, , refusal] = limiter.attempt.mock.calls[0].arguments;
    assert.deepEqual([email, address, refusal], ['amina@example.com', '203.0.113.9', refuse]);
  });
});
