import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { Clock } from '../clock/clock';
import { WrittenPositions } from './written-positions';

describe('WrittenPositions: what each member wrote last, for read-your-writes (service, no Redis)', () => {
  it("keeps an account's last write position for the given seconds, per account, the later write replacing the earlier", async () => {
    const clock = new Clock();
    clock.set(new Date('2026-05-01T10:00:00Z'));
    const sut = WrittenPositions.connect(null, clock, 60);
    assert.equal(await sut.of(7), null, 'nothing written lately: any caught-up replica will do');
    await sut.remember(7, '0-1-12');
    await sut.remember(7, '0-1-15');
    await sut.remember(8, '0-1-13');
    assert.deepEqual([await sut.of(7), await sut.of(8), await sut.of(9)], ['0-1-15', '0-1-13', null]);
    clock.advance(59_999);
    assert.equal(await sut.of(7), '0-1-15');
    clock.advance(1);
    assert.equal(await sut.of(7), null, 'forgotten after 60 s: by then a replica that lacks it is out of the rotation');
    await sut.close();
  });
});
