import type { DataSource } from 'typeorm';
import type { MailMessage } from '../../src/modules/mail/mail.service';
import type { NotificationsService } from '../../src/modules/notifications/notifications.service';

/**
 * For the service specs (*.service.spec.ts): a DataSource whose transactions run against rows in memory (findOne, update, delete
 * by id), and records of what was audited and mailed. Not used by the product.
 */
export function fakeModerationStore<T extends { id: number }>(rows: T[]) {
  const table = new Map(rows.map((row) => [row.id, { ...row }]));
  const manager = {
    findOne: async (_entity: unknown, options: { where: { id: number } }) => (table.has(options.where.id) ? { ...table.get(options.where.id)! } : null),
    update: async (_entity: unknown, where: { id: number }, change: Partial<T>) => {
      const row = table.get(where.id);
      if (row) Object.assign(row, change);
      return { affected: row ? 1 : 0 };
    },
    delete: async (_entity: unknown, where: { id: number }) => ({ affected: table.delete(where.id) ? 1 : 0 }),
  };
  const audited: Array<{ action: string; targetId: number; summary?: string; inTransaction: boolean }> = [];
  const mailed: Array<{ to: string; subject: string; text: string }> = [];
  return {
    table,
    audited,
    mailed,
    dataSource: { transaction: async <R>(work: (m: typeof manager) => Promise<R>) => work(manager) } as unknown as DataSource,
    audit: {
      record: async (_actor: unknown, action: string, _type: string, targetId: number, summary?: string, inTransaction?: unknown) => {
        audited.push({ action, targetId, summary, inTransaction: inTransaction === manager });
      },
    },
    mail: { send: async (message: { to: string; subject: string; text: string }) => void mailed.push(message) },
  };
}

/** Notifications as a member with every kind on "Email right away": each one goes straight to the faked mail. */
export function notificationsThrough(mail: { send(message: MailMessage): Promise<unknown> }): NotificationsService {
  return { notify: async (_userId: number, _kind: string, message: MailMessage) => (await mail.send(message), 'sent') } as unknown as NotificationsService;
}
