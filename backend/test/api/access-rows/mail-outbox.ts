import type { TestApp } from '../../support/test-app';
import { OutboxMail } from '../../../src/modules/mail/entities/outbox-mail.entity';
import { AccessRow, onlyAdmin } from './access-row';

/** A failed mail per call, written straight into the outbox (a Retry puts it back to pending). */
export interface MailOutboxAccessContext {
  failedMail(): Promise<number>;
}

export async function createMailOutboxAccessContext(sut: TestApp): Promise<MailOutboxAccessContext> {
  return {
    failedMail: async () => {
      const at = new Date(Math.floor(Date.now() / 1000) * 1000);
      const saved = await sut.dataSource.getRepository(OutboxMail).save(
        Object.assign(new OutboxMail(), {
          recipient: 'access.matrix@example.com',
          subject: 'Access matrix mail',
          body: 'never listed',
          replyTo: null,
          headers: null,
          status: 'failed',
          attempts: 30,
          queuedAt: at,
          lastError: 'connect ECONNREFUSED 127.0.0.1:1',
          failedAt: at,
        }),
      );
      return saved.id;
    },
  };
}

const list = (filter?: object) => '/api/v1/admin/mail-outbox' + (filter ? `?filter=${encodeURIComponent(JSON.stringify(filter))}` : '');

/** The admin's failed-mails list and Retry: admins only. */
export const mailOutboxAccessRows: AccessRow<MailOutboxAccessContext>[] = [
  { method: 'GET', path: list({ status: 'failed' }), expected: onlyAdmin() },
  { method: 'GET', path: '/api/v1/admin/mail-outbox/{id}', params: async (ctx) => ({ id: await ctx.failedMail() }), expected: onlyAdmin() },
  {
    method: 'PUT',
    path: '/api/v1/admin/mail-outbox/{id}',
    params: async (ctx) => ({ id: await ctx.failedMail() }),
    body: () => ({ status: 'pending' }),
    expected: onlyAdmin(),
  },
];
