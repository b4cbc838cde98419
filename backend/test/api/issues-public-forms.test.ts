import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { MESSAGES } from '@community/vocabulary';
import { TestApp, startTestApp } from '../support/test-app';
import { InboxMessage } from '../../src/modules/conversations/entities/inbox-message.entity';
import { AccessContext, businessGroupMessage, contactForm, createReceivers } from './access-rows/info-issues-contact';

/**
 * A separately booted app: public forms limited to 2 per address and window, and an SMTP server
 * that refuses connections, so every mail fails.
 */
describe(`public forms: rate limit and mail outage (${process.env.TEST_DB ?? 'sqlite'})`, () => {
  let sut: TestApp;
  let ctx: AccessContext;
  before(async () => {
    sut = await startTestApp({ env: { RATE_LIMIT_PUBLIC_FORMS: '2', SMTP_URL: 'smtp://127.0.0.1:9' } });
    ctx = await createReceivers(sut);
  });
  after(async () => sut.close());

  it('keeps the business-group message when its email cannot be sent', async () => {
    const response = await sut.http
      .post('/api/v1/issues/business-groups')
      .send({ ...businessGroupMessage(ctx), description: 'kept despite mail outage' })
      .expect(201);
    const { details } = await sut.dataSource.getRepository(InboxMessage).findOneByOrFail({ id: response.body.id });
    assert.equal(details.description, 'kept despite mail outage');
  });

  it('keeps the contact form when its email cannot be sent', async () => {
    const response = await sut.http
      .post('/api/v1/contact/contact-form')
      .send({ ...contactForm(), message: 'kept despite mail outage' })
      .expect(201);
    const rows = await sut.dataSource.query('SELECT message FROM contact_forms WHERE id = ?', [response.body.id]);
    assert.equal(rows[0].message, 'kept despite mail outage');
  });

  it('answers 429 to the third business-group contact from one address', async () => {
    await sut.http.post('/api/v1/issues/business-groups').send(businessGroupMessage(ctx)).expect(201);
    const refused = await sut.http.post('/api/v1/issues/business-groups').send(businessGroupMessage(ctx)).expect(429);
    assert.equal(refused.body.error_message, MESSAGES.http.tooManyRequests);
  });

  it('answers 429 to the third contact form from one address', async () => {
    await sut.http.post('/api/v1/contact/contact-form').send(contactForm()).expect(201);
    const refused = await sut.http.post('/api/v1/contact/contact-form').send(contactForm()).expect(429);
    assert.equal(refused.body.error_message, MESSAGES.http.tooManyRequests);
  });
});
