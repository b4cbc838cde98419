import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { newTestService } from '../../../test/support/new-test-service';
import { ImageDecodeGate, MAX_CONCURRENT_IMAGE_DECODES } from './image-decode-gate.service';

/** A decode that stays busy over a few turns of the event loop, counting how many run at once. */
function slowDecodes() {
  const seen = { running: 0, most: 0, order: [] as string[] };
  const decode = async (input: Buffer) => {
    seen.running += 1;
    seen.most = Math.max(seen.most, seen.running);
    for (let turn = 0; turn < 3; turn += 1) await new Promise((resume) => setImmediate(resume));
    seen.running -= 1;
    seen.order.push(input.toString());
    return input.toString();
  };
  return { seen, decode };
}

describe('ImageDecodeGate: at most two decodes at once per instance', () => {
  it(`runs at most ${MAX_CONCURRENT_IMAGE_DECODES} at once, the rest wait in arrival order, every one answers its own result`, async () => {
    const { service: sut } = newTestService(ImageDecodeGate);
    const { seen, decode } = slowDecodes();
    const gated = sut.gated(decode);
    const names = ['a', 'b', 'c', 'd', 'e'];
    assert.deepEqual(await Promise.all(names.map((name) => gated(Buffer.from(name)))), names);
    assert.equal(seen.most, MAX_CONCURRENT_IMAGE_DECODES);
    assert.deepEqual(seen.order, names);
  });

  it('functions gated by the same gate share its places (ad pictures and profile photos together)', async () => {
    const { service: sut } = newTestService(ImageDecodeGate);
    const { seen, decode } = slowDecodes();
    const [pictures, photos] = [sut.gated(decode), sut.gated(decode)];
    await Promise.all([1, 2, 3].flatMap((n) => [pictures(Buffer.from(`p${n}`)), photos(Buffer.from(`f${n}`))]));
    assert.equal(seen.most, MAX_CONCURRENT_IMAGE_DECODES);
  });

  it('a decode that fails frees its place for the next', async () => {
    const { service: sut } = newTestService(ImageDecodeGate);
    const gated = sut.gated(async (input: Buffer) => {
      if (input.toString() === 'bad') throw new Error('not an image');
      return input.toString();
    });
    const answers = await Promise.allSettled(['bad', 'bad', 'good'].map((name) => gated(Buffer.from(name))));
    assert.deepEqual(
      answers.map((answer) => answer.status),
      ['rejected', 'rejected', 'fulfilled'],
    );
  });
});
