import { AdStatus, BUSINESS_GROUP_STATUS, MessageSection } from '@community/vocabulary';
import { Ad } from '../../src/modules/ads/entities/ad.entity';
import { BusinessGroup } from '../../src/modules/business-groups/entities/business-group.entity';
import { ContactForm } from '../../src/modules/contact/entities/contact-form.entity';
import { InboxMessage } from '../../src/modules/conversations/entities/inbox-message.entity';
import { User } from '../../src/modules/users/entities/user.entity';
import { AuditLogEntry } from '../../src/modules/audit/entities/audit-log-entry.entity';
import { TwoFactorSecret } from '../../src/modules/two-factor/entities/two-factor-secret.entity';
import { Report } from '../../src/modules/conversations/entities/report.entity';
import { OutboxMail } from '../../src/modules/mail/entities/outbox-mail.entity';
import { Job } from '../../src/modules/jobs/entities/job.entity';
import { sealSecret } from '../../src/modules/two-factor/sealed-secret';
import { TestApp } from '../support/test-app';

/** Rows inserted straight into the database, for the admin lists to find. Each call gets a unique suffix. */
let counter = 0;
const next = () => `${++counter}${process.pid}`;

export async function insertMember(sut: TestApp, fields: Partial<User> = {}): Promise<User> {
  const n = next();
  return sut.dataSource.getRepository(User).save(
    Object.assign(new User(), {
      name: `Member ${n}`,
      email: `member.${n}@community.test`,
      passwordHash: null,
      role: 'seeker',
      industry: 'Technology, Engineering & Data',
      jobTitle: 'Tester',
      profileComplete: true,
      ...fields,
    }),
  );
}

export async function insertAd(sut: TestApp, ownerId: number, fields: Partial<Ad> & { status?: AdStatus } = {}): Promise<Ad> {
  const n = next();
  return sut.dataSource.getRepository(Ad).save(
    Object.assign(new Ad(), {
      title: `Ad ${n}`,
      description: 'A thing to sell',
      category: 'Other',
      adDescription: 'More about it',
      priceOffer: null,
      contactEmail: `seller.${n}@community.test`,
      contactPhone: '+1 555 000 0000',
      location: 'Springfield',
      status: 'pending',
      imageUrl: '[]',
      thumbnailUrl: '[]',
      userId: ownerId,
      ...fields,
    }),
  );
}

export async function insertJob(sut: TestApp, posterId: number, fields: Partial<Job> = {}): Promise<Job> {
  const n = next();
  return sut.dataSource.getRepository(Job).save(
    Object.assign(new Job(), {
      title: `Job ${n}`,
      employerName: `Employer ${n}`,
      businessGroupId: null,
      industry: 'Technology, Engineering & Data',
      location: 'Springfield',
      workplace: 'remote',
      employmentType: 'full_time',
      description: 'A posting long enough to pass the description rule of fifty characters.',
      status: 'pending',
      submittedAt: new Date(),
      userId: posterId,
      ...fields,
    }),
  );
}

export async function insertBusinessGroup(sut: TestApp, ownerId: number, fields: Partial<BusinessGroup> = {}): Promise<BusinessGroup> {
  const n = next();
  return sut.dataSource.getRepository(BusinessGroup).save(
    Object.assign(new BusinessGroup(), {
      title: `Group ${n}`,
      description: 'A family business serving the community for many years with care.',
      website: `group${n}.example`,
      email: `group.${n}@community.test`,
      industry: 'Hospitality, Sports & Recreation',
      status: BUSINESS_GROUP_STATUS.pending,
      userId: ownerId,
      ...fields,
    }),
  );
}

export async function insertContactForm(sut: TestApp, fields: Partial<ContactForm> = {}): Promise<ContactForm> {
  const n = next();
  return sut.dataSource.getRepository(ContactForm).save(
    Object.assign(new ContactForm(), {
      firstName: 'Visitor',
      lastName: `Number${n}`,
      email: `visitor.${n}@community.test`,
      phoneNumber: '+1 555 111 2222',
      subject: 'General Inquiry',
      message: 'Hello there',
      ...fields,
    }),
  );
}

export async function insertInboxMessage(
  sut: TestApp,
  receiverId: number,
  fields: Partial<InboxMessage> & { section?: MessageSection } = {},
): Promise<InboxMessage> {
  const n = next();
  return sut.dataSource.getRepository(InboxMessage).save(
    Object.assign(new InboxMessage(), {
      section: 'professional-network',
      receiverId,
      senderId: null,
      fullName: `Sender ${n}`,
      email: `sender.${n}@community.test`,
      details: { description: 'Could we talk?' },
      readAt: null,
      ...fields,
    }),
  );
}

export async function insertAuditEntry(sut: TestApp, actorId: number, fields: Partial<AuditLogEntry> = {}): Promise<AuditLogEntry> {
  const n = next();
  return sut.dataSource.getRepository(AuditLogEntry).save(
    Object.assign(new AuditLogEntry(), {
      actorId,
      actorEmail: `admin.${n}@community.test`,
      action: 'approve-ad',
      targetType: 'ad',
      targetId: 1,
      summary: `Ad ${n}`,
      ...fields,
    }),
  );
}

/** ra-data-simple-rest's getList query for one page. */
export function listQuery(options: { sort?: [string, 'ASC' | 'DESC']; range?: [number, number]; filter?: Record<string, unknown> } = {}) {
  const query: Record<string, string> = {};
  if (options.sort) query.sort = JSON.stringify(options.sort);
  if (options.range) query.range = JSON.stringify(options.range);
  if (options.filter) query.filter = JSON.stringify(options.filter);
  return query;
}

/**
 * Two-factor on for the account, as its holder's set-up leaves it: a sealed secret confirmed now. A reset never
 * opens the secret, so any base32 text serves.
 */
export async function insertTwoFactorOn(sut: TestApp, userId: number): Promise<void> {
  await sut.dataSource
    .getRepository(TwoFactorSecret)
    .insert({ userId, secretSealed: sealSecret('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP'), enabledAt: new Date(), lastUsedStep: null });
}

/** A member's report of another member (no conversation), open unless told. */
export async function insertReport(sut: TestApp, reporterId: number, reportedUserId: number | null, fields: Partial<Report> = {}): Promise<Report> {
  return sut.dataSource.getRepository(Report).save(
    Object.assign(new Report(), {
      reporterId,
      reportedUserId,
      conversationId: null,
      reason: 'Spam',
      details: `Report ${next()}`,
      status: 'open',
      resolution: null,
      resolvedAt: null,
      createdAt: new Date(),
      ...fields,
    }),
  );
}

/** A mail the workers gave up on, as the outbox keeps it (times in whole seconds, as MariaDB stores them). */
export async function insertFailedMail(sut: TestApp, fields: Partial<OutboxMail> = {}): Promise<OutboxMail> {
  const at = new Date(Math.floor(Date.now() / 1000) * 1000);
  return sut.dataSource.getRepository(OutboxMail).save(
    Object.assign(new OutboxMail(), {
      recipient: `mail.${next()}@community.test`,
      subject: 'Reset your password',
      body: 'never listed',
      replyTo: null,
      headers: null,
      status: 'failed',
      attempts: 30,
      queuedAt: at,
      lastError: 'connect ECONNREFUSED 127.0.0.1:1',
      failedAt: at,
      ...fields,
    }),
  );
}
