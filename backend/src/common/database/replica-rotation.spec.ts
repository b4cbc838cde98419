import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { ReplicaRotation } from './replica-rotation';

const MAX_LAG = 5;
const CHECK = 10;
const at = (seconds: number) => seconds * 1000;
const caughtUp = (applied: string) => ({ secondsBehind: 0, applied });

describe('ReplicaRotation: which replicas serve reads (service, no database)', () => {
  it('starts with every replica out until its first check, and due at once', () => {
    const sut = new ReplicaRotation(2, MAX_LAG, CHECK);
    assert.deepEqual(sut.statuses(), [
      { state: 'down', lagSeconds: null },
      { state: 'down', lagSeconds: null },
    ]);
    assert.deepEqual(sut.serving(), []);
    assert.deepEqual(sut.due(at(0)), [0, 1]);
  });

  it('serves a replica that has the primary position, in turn with the others', () => {
    const sut = new ReplicaRotation(2, MAX_LAG, CHECK);
    sut.observed(0, at(0), '0-1-5', caughtUp('0-1-5'));
    sut.observed(1, at(0), '0-1-5', caughtUp('0-1-5'));
    assert.deepEqual(sut.statuses(), [
      { state: 'serving', lagSeconds: 0 },
      { state: 'serving', lagSeconds: 0 },
    ]);
    assert.deepEqual([sut.serving()[0], sut.serving()[0], sut.serving()[0]], [0, 1, 0]);
  });

  it(`counts a stopped replication by the oldest position it lacks: out past ${MAX_LAG} s, back once it has applied it`, () => {
    const sut = new ReplicaRotation(1, MAX_LAG, CHECK);
    const stopped = (applied: string) => ({ secondsBehind: null, applied });
    sut.observed(0, at(0), '0-1-5', stopped('0-1-5'));
    sut.observed(0, at(1), '0-1-6', stopped('0-1-5'));
    assert.deepEqual(sut.statuses(), [{ state: 'serving', lagSeconds: 0 }], 'it lacks a write made within the last second');
    sut.observed(0, at(5), '0-1-9', stopped('0-1-5'));
    assert.deepEqual(sut.statuses(), [{ state: 'serving', lagSeconds: 4 }]);
    sut.observed(0, at(7), '0-1-9', stopped('0-1-5'));
    assert.deepEqual(sut.statuses(), [{ state: 'lagging', lagSeconds: 6 }]);
    assert.deepEqual(sut.serving(), []);
    assert.deepEqual(sut.due(at(16)), [], `looked at again only ${CHECK} s later`);
    assert.deepEqual(sut.due(at(17)), [0]);
    sut.observed(0, at(17), '0-1-9', caughtUp('0-1-9'));
    assert.deepEqual(sut.statuses(), [{ state: 'serving', lagSeconds: 0 }]);
    assert.deepEqual(sut.due(at(18)), [0], 'a serving replica is looked at every time');
  });

  it("believes the replica's own Seconds_Behind_Master when it says more", () => {
    const sut = new ReplicaRotation(1, MAX_LAG, CHECK);
    sut.observed(0, at(0), '0-1-5', { secondsBehind: 8, applied: '0-1-5' });
    assert.deepEqual(sut.statuses(), [{ state: 'lagging', lagSeconds: 8 }]);
  });

  it('a replica with part of the backlog applied is as far behind as the oldest position it still lacks', () => {
    const sut = new ReplicaRotation(1, MAX_LAG, CHECK);
    sut.observed(0, at(0), '0-1-5', caughtUp('0-1-5'));
    sut.observed(0, at(1), '0-1-7', caughtUp('0-1-5'));
    sut.observed(0, at(2), '0-1-9', caughtUp('0-1-5'));
    sut.observed(0, at(4), '0-1-10', caughtUp('0-1-7'));
    assert.deepEqual(sut.statuses(), [{ state: 'serving', lagSeconds: 2 }], 'it lacks the position of second 2');
  });

  it('takes a replica that failed out at once and tries it again after the check interval', () => {
    const sut = new ReplicaRotation(2, MAX_LAG, CHECK);
    sut.observed(0, at(0), '0-1-5', caughtUp('0-1-5'));
    sut.observed(1, at(0), '0-1-5', caughtUp('0-1-5'));
    sut.failed(1, at(3));
    assert.deepEqual(sut.statuses()[1], { state: 'down', lagSeconds: null });
    assert.deepEqual([sut.serving(), sut.serving()], [[0], [0]], 'the others carry the reads');
    assert.deepEqual(sut.due(at(12)), [0]);
    assert.deepEqual(sut.due(at(13)), [0, 1]);
  });
});
