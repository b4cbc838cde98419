import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { setTimeout as wait } from 'node:timers/promises';
import { loadConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { Clock } from '../../common/clock/clock';
import { FailureCounter, MemoryFailureCounter } from '../../common/rate-limit/failure-counter';
import { newTestService } from '../../../test/support/new-test-service';
import { TooManyRequestsException } from '../../common/http/too-many-requests.exception';
import { SignInLimiter } from './sign-in-limiter.service';

const config = loadConfig({
  NODE_ENV: 'test',
  RATE_LIMIT_SIGNIN_FAILURES_PER_ACCOUNT: '5',
  RATE_LIMIT_SIGNIN_FAILURES_PER_ADDRESS: '100',
  RATE_LIMIT_SIGNIN_WINDOW_SECONDS: '900',
});

class WrongPassword extends Error {}

/** The limiter on the in-memory counter; `guess` is a password check that takes a few milliseconds, like argon2. */
function setUp() {
  const clock = new Clock();
  // The real in-memory counter: the limits are the counter's reserve/release as the limiter uses them.
  const { service: sut } = newTestService(SignInLimiter, [
    [APP_CONFIG, config],
    [FailureCounter, new MemoryFailureCounter(clock)],
  ]);
  const checked: string[] = [];
  const guess = (email: string, address: string, password: string) =>
    sut.attempt(
      email,
      address,
      async () => {
        checked.push(password);
        await wait(5);
        return password === 'Right#123' ? 'signed in' : null;
      },
      () => new WrongPassword(),
    );
  return { sut, clock, checked, guess };
}

const outcome = (settled: PromiseSettledResult<string>) =>
  settled.status === 'fulfilled'
    ? 'signed in'
    : settled.reason instanceof TooManyRequestsException
      ? '429'
      : settled.reason instanceof WrongPassword
        ? 'wrong'
        : String(settled.reason);

describe('sign-in limits: an attempt is counted before it is checked (SignInLimiter on the in-memory counter)', () => {
  it('200 guesses at once and the right password among them: exactly 5 are checked, the rest and the right one get 429', async () => {
    const { checked, guess } = setUp();
    const passwords = [...Array.from({ length: 200 }, (_, index) => `Guess#${index}`), 'Right#123'];
    const results = (await Promise.allSettled(passwords.map((password, index) => guess('amina@example.com', `198.51.100.${index % 250}`, password)))).map(
      outcome,
    );
    assert.equal(checked.length, 5);
    assert.deepEqual([results.filter((r) => r === 'wrong').length, results.filter((r) => r === '429').length], [5, 196]);
    assert.equal(results[200], '429', 'the right password is refused while the guesses used the account up');
  });

  it('a success gives its place back: successes are never counted, so a member signs in again and again', async () => {
    const { guess } = setUp();
    for (let time = 0; time < 4; time += 1) await assert.rejects(guess('yusuf@example.com', '192.0.2.1', 'Wrong#1'), WrongPassword);
    for (let time = 0; time < 10; time += 1) assert.equal(await guess('yusuf@example.com', '192.0.2.1', 'Right#123'), 'signed in');
    await assert.rejects(guess('yusuf@example.com', '192.0.2.1', 'Wrong#1'), WrongPassword);
    await assert.rejects(guess('yusuf@example.com', '192.0.2.1', 'Right#123'), TooManyRequestsException);
  });

  it('the window ends on the clock', async () => {
    const { clock, guess } = setUp();
    for (let time = 0; time < 5; time += 1) await assert.rejects(guess('lee@example.com', '192.0.2.2', 'Wrong#1'), WrongPassword);
    await assert.rejects(
      guess('lee@example.com', '192.0.2.2', 'Right#123'),
      (error: unknown) => error instanceof TooManyRequestsException && error.retryAfterSeconds === 900,
    );
    clock.advance(900_000);
    assert.equal(await guess('lee@example.com', '192.0.2.2', 'Right#123'), 'signed in');
  });

  it('a check that throws (the database away) counts nothing', async () => {
    const { sut, guess } = setUp();
    for (let time = 0; time < 10; time += 1) {
      await assert.rejects(
        sut.attempt(
          'sam@example.com',
          '192.0.2.3',
          async () => Promise.reject(new Error('database away')),
          () => new WrongPassword(),
        ),
        /database away/,
      );
    }
    assert.equal(await guess('sam@example.com', '192.0.2.3', 'Right#123'), 'signed in');
  });

  it('an address that used up its 100 is refused before any check, and that refusal costs the account nothing', async () => {
    const { checked, guess } = setUp();
    for (let index = 0; index < 100; index += 1) await assert.rejects(guess(`spray.${index}@example.com`, '192.0.2.4', 'Summer#1'), WrongPassword);
    await assert.rejects(guess('noor@example.com', '192.0.2.4', 'Right#123'), TooManyRequestsException);
    assert.equal(checked.length, 100);
    // Noor's account lost no place to the refused attempt: five guesses from elsewhere are still checked.
    for (let time = 0; time < 5; time += 1) await assert.rejects(guess('noor@example.com', '203.0.113.5', 'Wrong#1'), WrongPassword);
    assert.equal(checked.length, 105);
  });
});
