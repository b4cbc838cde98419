import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { EvenAnswerTime, Stopwatch } from './even-answer-time';

/** A stopwatch the spec moves by hand: the work "takes" what it advances, and the waits are recorded. */
function fakeStopwatch(): Stopwatch & { advance(ms: number): void; waits: number[] } {
  let now = 1_000;
  const waits: number[] = [];
  return {
    now: () => now,
    wait: async (ms) => {
      waits.push(ms);
      now += ms;
    },
    advance: (ms) => (now += ms),
    waits,
  };
}

describe('EvenAnswerTime', () => {
  it('waits out the rest of the floor after quick work (an unknown address)', async () => {
    const stopwatch = fakeStopwatch();
    const answer = await new EvenAnswerTime(400, stopwatch).run(async () => (stopwatch.advance(30), 'sent'));
    assert.equal(answer, 'sent');
    assert.deepEqual(stopwatch.waits, [370]);
  });

  it('adds nothing when the work itself took longer than the floor', async () => {
    const stopwatch = fakeStopwatch();
    await new EvenAnswerTime(400, stopwatch).run(async () => stopwatch.advance(450));
    assert.deepEqual(stopwatch.waits, []);
  });

  it('holds a refusal to the same floor and still throws it', async () => {
    const stopwatch = fakeStopwatch();
    const refusal = new Error('look-alike');
    await assert.rejects(
      new EvenAnswerTime(400, stopwatch).run(async () => (stopwatch.advance(10), Promise.reject(refusal))),
      refusal,
    );
    assert.deepEqual(stopwatch.waits, [390]);
  });

  it('is off at 0', async () => {
    const stopwatch = fakeStopwatch();
    await new EvenAnswerTime(0, stopwatch).run(async () => stopwatch.advance(5));
    assert.deepEqual(stopwatch.waits, []);
  });
});
