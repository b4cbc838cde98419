import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import sharp from 'sharp';
import { TestApp, startTestApp } from '../support/test-app';
import { createAccount } from '../support/accounts';
import { filesUnder } from '../support/images';

describe(`ads: demo data (${process.env.TEST_DB ?? 'sqlite'})`, () => {
  let sut: TestApp;
  before(async () => {
    sut = await startTestApp({ env: { SEED_DEMO_DATA: 'true' } });
  });
  after(async () => sut.close());

  it('seeds approved ads with real, served pictures and one pending ad for the admin panel', async () => {
    const member = await createAccount(sut, { role: 'seeker', industry: 'Technology, Engineering & Data' });
    const board = (await sut.http.get('/api/v1/admin/get-business-network?status_all=approved').auth(member.token, { type: 'bearer' }).expect(200)).body.data;
    assert.ok(board.length >= 3);
    const [pending] = await sut.dataSource.query("SELECT COUNT(*) AS n FROM ads WHERE status = 'pending'");
    assert.ok(Number(pending.n) >= 1);
    for (const ad of board) {
      const keys = [...JSON.parse(ad.image_url), ...JSON.parse(ad.thumbnail_url)] as string[];
      assert.equal(keys.length, 6);
      const response = await sut.http.get(`/uploads/${keys[0]}`).buffer(true).parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      }).expect(200);
      const meta = await sharp(response.body as Buffer).metadata();
      assert.equal(meta.format, 'webp');
      assert.ok(Math.max(meta.width!, meta.height!) <= 1600);
    }
    assert.equal(filesUnder(sut.config.uploads.dir).length, 6 * (board.length + Number(pending.n)));
  });
});
