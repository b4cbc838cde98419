import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { BUSINESS_GROUP_STATUS, ISSUE_TEXTS, MESSAGES, conversationPath } from '@community/vocabulary';
import { User } from '../../src/modules/users/entities/user.entity';
import { BusinessGroup } from '../../src/modules/business-groups/entities/business-group.entity';
import { InboxMessage } from '../../src/modules/conversations/entities/inbox-message.entity';
import { TestApp, startTestApp } from '../support/test-app';
import { Account, createAccount } from '../support/accounts';
import { AccessContext, businessGroupMessage, clinicIssue, createReceivers, legalIssue, memberMessage } from './access-rows/info-issues-contact';

type Body = Record<string, unknown>;

describe(`member messages: POST /issues/* (${process.env.TEST_DB ?? 'sqlite'})`, () => {
  let sut: TestApp;
  let ctx: AccessContext;
  let sender: Account;

  const post = (path: string, body: Body, account: Account | null = sender) => {
    const call = sut.http.post(`/api/v1/issues/${path}`);
    return (account ? call.auth(account.token, { type: 'bearer' }) : call).send(body);
  };
  const storedMessage = async (id: number) => {
    const [row] = await sut.dataSource.query('SELECT section, receiver_id, sender_id, full_name, email, details, read_at FROM inbox_messages WHERE id = ?', [
      id,
    ]);
    assert.match(row.details, /^v1:/, 'details are sealed at rest');
    // Opened the way the app reads them (the sealed column's transformer).
    const { details } = await sut.dataSource.getRepository(InboxMessage).findOneByOrFail({ id });
    return { ...row, receiver_id: Number(row.receiver_id), sender_id: row.sender_id === null ? null : Number(row.sender_id), details };
  };

  before(async () => {
    sut = await startTestApp();
    ctx = await createReceivers(sut);
    sender = await createAccount(sut, { role: 'helper', industry: 'Arts, Communication, Media & Design', name: 'Sending Helper' });
  });
  after(async () => sut.close());

  describe('POST /issues/professional-network', () => {
    it("stores the message in the receiver's inbox and emails the receiver, naming the sender's account", async () => {
      const body = { ...memberMessage(ctx), description: 'Could we talk about data engineering? (pn-happy)' };
      const response = await post('professional-network', body).expect(201);
      assert.equal(response.body.message, MESSAGES.memberContact.success);
      assert.equal(typeof response.body.id, 'number');
      assert.deepEqual(await storedMessage(response.body.id), {
        section: 'professional-network',
        receiver_id: ctx.member.user.id,
        sender_id: sender.user.id,
        full_name: 'Yusuf Ali',
        email: 'yusuf@example.com',
        details: { description: body.description },
        read_at: null,
      });
      const mail = await sut.mail.waitFor(ctx.member.email, (m) => m.text.includes('pn-happy'));
      assert.equal(mail.subject, 'New message from Sending Helper (Professional Network)');
      assert.equal(mail.replyTo, null, "the typed address is not the account's: unproven, so no Reply-To");
      assert.match(mail.text, new RegExp(`/messages/${response.body.conversation_id}\\n`), 'answered in the app');
    });

    it('impersonation: a member typing "Community Network Admin Team" and someone else\'s address reaches the mail as their own account, with no Reply-To', async () => {
      const body = {
        ...memberMessage(ctx),
        full_name: 'Community Network Admin Team',
        email: 'security@community.example',
        description: 'Your account is locked, reply with your password (pn-impostor)',
      };
      const response = await post('professional-network', body).expect(201);
      const mail = await sut.mail.waitFor(ctx.member.email, (m) => m.text.includes('pn-impostor'));
      assert.equal(mail.subject, 'New message from Sending Helper (Professional Network)');
      assert.equal(mail.fromHeader, sut.config.mail.from, "the From header is the platform's own, never a typed name");
      assert.equal(mail.replyTo, null);
      // Above the notification footer (unsubscribe links), exactly:
      assert.equal(
        mail.text.slice(0, mail.text.indexOf('\n--\n')),
        `Hello Receiving Mentor,\n\nSending Helper, a member of the Community Network, sent you a message through the Professional Network:\n\n` +
          `${body.description}\n\nAnswer in the app: http://app.test/messages/${response.body.conversation_id}\n`,
      );
      for (const typed of ['Admin Team', 'security@community.example'])
        assert.ok(!mail.raw.split('\r\n\r\n')[0].includes(typed), `no header carries "${typed}"`);
      const thread = await sut.http.get(`/api/v1/conversations/${response.body.conversation_id}`).auth(ctx.member.token, { type: 'bearer' }).expect(200);
      assert.deepEqual([thread.body.other_party.name, thread.body.other_party.id], ['Sending Helper', sender.user.id], 'the thread names the account too');
    });

    it("Reply-To is the sender's own confirmed address when that is the address they typed", async () => {
      const body = { ...memberMessage(ctx), full_name: 'Any Name', email: sender.email.toUpperCase(), description: 'pn-own-address' };
      await post('professional-network', body).expect(201);
      const mail = await sut.mail.waitFor(ctx.member.email, (m) => m.text.includes('pn-own-address'));
      assert.equal(mail.replyTo, sender.email);
      assert.equal(mail.subject, 'New message from Sending Helper (Professional Network)');
      assert.match(mail.text, /Reply to this email to answer, or answer in the app: /);
    });

    const rules: Array<[string, Body, string]> = [
      ['an empty name', { full_name: ' ' }, MESSAGES.memberContact.nameRequired],
      ['an empty email', { email: '' }, MESSAGES.memberContact.emailRequired],
      ['an invalid email', { email: 'yusuf@' }, MESSAGES.memberContact.invalidEmail],
      ['an empty message', { description: '' }, MESSAGES.memberContact.messageRequired],
      ['no receiver', { receiver_id: undefined }, ISSUE_TEXTS.receiverRequired],
      ['a receiver id that is not a number', { receiver_id: 'abc' }, ISSUE_TEXTS.receiverRequired],
    ];
    for (const [what, change, message] of rules) {
      it(`refuses ${what}: "${message}"`, async () => {
        const response = await post('professional-network', { ...memberMessage(ctx), ...change }).expect(400);
        assert.equal(response.body.error_message, message);
      });
    }

    it('accepts receiver_id as a numeric string', async () => {
      await post('professional-network', { ...memberMessage(ctx), receiver_id: String(ctx.member.user.id) }).expect(201);
    });

    it('refuses a message to yourself (400)', async () => {
      const member = await createAccount(sut, { role: 'seeker', industry: 'Technology, Engineering & Data' });
      const response = await post('professional-network', { ...memberMessage(ctx), receiver_id: member.user.id }, member).expect(400);
      assert.equal(response.body.error_message, ISSUE_TEXTS.notToYourself);
    });

    it('answers 404 for a receiver who is missing, suspended, an admin, a business or outside the six industries', async () => {
      const suspended = await createAccount(sut, { role: 'helper', industry: 'Technology, Engineering & Data' });
      await sut.dataSource.getRepository(User).update({ id: suspended.user.id }, { suspendedAt: new Date() });
      const admin = await createAccount(sut, { role: 'admin', industry: 'Technology, Engineering & Data' });
      for (const receiverId of [2147483000, suspended.user.id, admin.user.id, ctx.businessOwner.user.id, ctx.lawyer.user.id, ctx.doctor.user.id]) {
        const response = await post('professional-network', { ...memberMessage(ctx), receiver_id: receiverId }).expect(404);
        assert.equal(response.body.error_message, ISSUE_TEXTS.memberNotFound);
      }
    });
  });

  describe('POST /issues/legal-assistance', () => {
    it('stores the legal issue for the lawyer; the email says only that a request waits, with a link', async () => {
      const body = { ...legalIssue(ctx), description: 'Custody question (legal-happy)' };
      const response = await post('legal-assistance', body).expect(201);
      assert.equal(response.body.message, MESSAGES.legal.success);
      const stored = await storedMessage(response.body.id);
      assert.equal(stored.section, 'legal-assistance');
      assert.equal(stored.receiver_id, ctx.lawyer.user.id);
      assert.deepEqual(stored.details, {
        PhoneNumber: '+1 555 010 2030',
        address: '12 Elm Street',
        legal_issue: 'Family Law',
        specific_issue: 'Child Custody',
        description: 'Custody question (legal-happy)',
        relevent_data: '2024-05-01',
      });
      // Nothing of the request travels by email (nor into a digest): only that one waits, and where to read it.
      const mail = await sut.mail.waitFor(ctx.lawyer.email, (m) => m.text.includes(conversationPath(response.body.conversation_id)));
      assert.equal(mail.subject, 'A request is waiting for you (Legal Assistance)');
      assert.equal(
        mail.text.split('\n--\n')[0], // the notification footer (unsubscribe links) follows
        `Hello ${ctx.lawyer.user.name},\n\nA member sent you a request through Legal Assistance. For their privacy this email holds no details.\n\n` +
          `Sign in to read it: http://app.test${conversationPath(response.body.conversation_id)}\n`,
      );
      for (const secret of ['legal-happy', 'Custody', 'Family Law', '555 010 2030', 'Elm Street', '2024-05-01', 'Yusuf', 'yusuf@example.com']) {
        assert.ok(!mail.raw.includes(secret), `the legal email must not contain "${secret}"`);
      }
      assert.equal(mail.replyTo, null);
    });

    it('accepts an issue without address and date (absent or empty)', async () => {
      const { address: _address, relevent_data: _date, ...bare } = legalIssue(ctx);
      await post('legal-assistance', bare).expect(201);
      const empty = await post('legal-assistance', { ...bare, address: '', relevent_data: '' }).expect(201);
      const stored = await storedMessage(empty.body.id);
      assert.equal(stored.details.address, null);
      assert.equal(stored.details.relevent_data, null);
    });

    const rules: Array<[string, Body, string]> = [
      ['an empty full name', { full_name: '' }, MESSAGES.legal.fullNameRequired],
      ['an empty email', { email: '' }, MESSAGES.legal.invalidEmail],
      ['an invalid email', { email: 'not-an-email' }, MESSAGES.legal.invalidEmail],
      ['a phone of 9 digits', { PhoneNumber: '555 010 20' }, MESSAGES.legal.invalidPhone],
      ['a phone of 16 digits', { PhoneNumber: '1234567890123456' }, MESSAGES.legal.invalidPhone],
      ['a phone with letters', { PhoneNumber: '555-CALL-NOW1' }, MESSAGES.legal.invalidPhone],
      ['no legal issue type', { legal_issue: '' }, MESSAGES.legal.categoryRequired],
      ['an unknown legal issue type', { legal_issue: 'Space Law' }, MESSAGES.legal.categoryRequired],
      ['no specific issue', { specific_issue: '' }, MESSAGES.legal.specificIssueRequired],
      ['a specific issue of another category', { specific_issue: 'DUI/DWI' }, MESSAGES.legal.specificIssueRequired],
      ['an empty description', { description: '   ' }, MESSAGES.legal.descriptionLength],
      ['a 501-character description', { description: 'x'.repeat(501) }, MESSAGES.legal.descriptionLength],
      ['a date that is not YYYY-MM-DD', { relevent_data: '01/05/2024' }, ISSUE_TEXTS.invalidDate],
      ['a date that does not exist', { relevent_data: '2024-02-30' }, ISSUE_TEXTS.invalidDate],
    ];
    for (const [what, change, message] of rules) {
      it(`refuses ${what}: "${message}"`, async () => {
        const response = await post('legal-assistance', { ...legalIssue(ctx), ...change }).expect(400);
        assert.equal(response.body.error_message, message);
      });
    }

    it('accepts a 500-character description and a 15-digit phone', async () => {
      await post('legal-assistance', { ...legalIssue(ctx), description: 'x'.repeat(500), PhoneNumber: '+123456789012345' }).expect(201);
    });

    it('answers 404 when the receiver is not a member of the legal industry', async () => {
      const response = await post('legal-assistance', { ...legalIssue(ctx), receiver_id: ctx.member.user.id }).expect(404);
      assert.equal(response.body.error_message, ISSUE_TEXTS.lawyerNotFound);
    });
  });

  describe('POST /issues/virtual-clinic', () => {
    it('stores the answers for the doctor; the email says only that a request waits, with a link', async () => {
      const response = await post('virtual-clinic', clinicIssue(ctx)).expect(201);
      assert.equal(response.body.message, MESSAGES.clinic.success);
      const stored = await storedMessage(response.body.id);
      assert.equal(stored.section, 'virtual-clinic');
      assert.equal(stored.full_name, 'Sending Helper');
      assert.equal(stored.email, null);
      assert.equal(stored.details.Symptoms, 'Persistent migraine behind the left eye');
      assert.equal(stored.details.age, 34);
      assert.equal(stored.details.pain_rating, 6);
      const mail = await sut.mail.waitFor(ctx.doctor.email);
      assert.ok(mail.text.includes(`http://app.test${conversationPath(response.body.conversation_id)}`), mail.text);
      for (const secret of ['migraine', 'Asthma', 'Salbutamol', '3 days', 'Springfield', 'yusuf@example.com']) {
        assert.ok(!mail.raw.includes(secret), `the clinic email must not contain "${secret}"`);
      }
      assert.equal(mail.replyTo, null);
    });

    it('accepts age and pain rating as numeric strings at the limits', async () => {
      await post('virtual-clinic', { ...clinicIssue(ctx), age: '120', pain_rating: '1' }).expect(201);
      await post('virtual-clinic', { ...clinicIssue(ctx), age: 1, pain_rating: 10, gender: 'Other' }).expect(201);
    });

    const rules: Array<[string, Body, string]> = [
      ['no gender', { gender: '' }, MESSAGES.clinic.genderRequired],
      ['a gender outside the options', { gender: 'Unknown' }, MESSAGES.clinic.genderRequired],
      ['age 0', { age: 0 }, MESSAGES.clinic.ageRange],
      ['age 121', { age: 121 }, MESSAGES.clinic.ageRange],
      ['a fractional age', { age: 30.5 }, MESSAGES.clinic.ageRange],
      ['no contact info', { contact_info: '' }, MESSAGES.clinic.contactInfoRequired],
      ['no location', { location: ' ' }, MESSAGES.clinic.locationRequired],
      ['no symptoms', { Symptoms: '' }, MESSAGES.clinic.symptomsRequired],
      ['no duration', { duration_of_symptoms: '' }, MESSAGES.clinic.durationRequired],
      ['pain rating 0', { pain_rating: 0 }, MESSAGES.clinic.painRatingRange],
      ['pain rating 11', { pain_rating: 11 }, MESSAGES.clinic.painRatingRange],
      ['no medical conditions', { existing_medical_conditions: '' }, MESSAGES.clinic.conditionsRequired],
      ['no medication details', { active_medications_prescriptions: '' }, MESSAGES.clinic.medicationsRequired],
    ];
    for (const [what, change, message] of rules) {
      it(`refuses ${what}: "${message}"`, async () => {
        const response = await post('virtual-clinic', { ...clinicIssue(ctx), ...change }).expect(400);
        assert.equal(response.body.error_message, message);
      });
    }

    it('answers 404 when the receiver is not a member of Health & Sciences', async () => {
      const response = await post('virtual-clinic', { ...clinicIssue(ctx), receiver_id: ctx.lawyer.user.id }).expect(404);
      assert.equal(response.body.error_message, ISSUE_TEXTS.doctorNotFound);
    });
  });

  describe('POST /issues/business-groups (public)', () => {
    it("stores the message for the group's owner without a token and emails the owner, with no Reply-To to the unproven address", async () => {
      const body = { ...businessGroupMessage(ctx), description: 'Wedding catering? (bg-happy)' };
      const response = await post('business-groups', body, null).expect(201);
      assert.equal(response.body.message, MESSAGES.memberContact.success);
      const stored = await storedMessage(response.body.id);
      assert.equal(stored.section, 'business-groups');
      assert.equal(stored.receiver_id, ctx.businessOwner.user.id);
      assert.equal(stored.sender_id, null);
      assert.equal(stored.details.description, 'Wedding catering? (bg-happy)');
      assert.equal(stored.details.business_group_title, 'Crescent Bakery');
      const mail = await sut.mail.waitFor(ctx.businessOwner.email, (m) => m.text.includes('bg-happy'));
      assert.equal(mail.replyTo, null);
      assert.equal(mail.subject, 'New message for Crescent Bakery through the Business Directory');
      assert.match(mail.text, /They say their name is "Yusuf Ali" and their email address is yusuf@example\.com; neither has been checked\./);
    });

    it('impersonation: a visitor posing as "Community Network Admin Team" with someone else\'s address gets no header of theirs, only a claim in the body', async () => {
      const body = {
        ...businessGroupMessage(ctx),
        full_name: 'Community Network Admin Team\r\nReply-To: thief@example.com',
        email: 'security@community.example',
        description: 'Confirm your bank details (bg-impostor)',
      };
      const response = await post('business-groups', body, null).expect(201);
      const mail = await sut.mail.waitFor(ctx.businessOwner.email, (m) => m.text.includes('bg-impostor'));
      assert.equal(mail.subject, 'New message for Crescent Bakery through the Business Directory');
      assert.equal(mail.fromHeader, sut.config.mail.from);
      assert.equal(mail.replyTo, null);
      const headers = mail.raw.split('\r\n\r\n')[0];
      for (const typed of ['Admin Team', 'security@community.example', 'thief@example.com'])
        assert.ok(!headers.includes(typed), `no header carries "${typed}"`);
      assert.match(
        mail.text,
        /A visitor without an account wrote to Crescent Bakery through the Business Directory\. They say their name is "Community Network Admin Team Reply-To: thief@example\.com" and their email address is security@community\.example; neither has been checked\./,
        'the claim, on one line, as a claim',
      );
      assert.match(
        mail.text,
        new RegExp(`Answer in the app \\(your reply is emailed to the address they gave\\): http://app\\.test/messages/${response.body.conversation_id}\\n`),
      );
    });

    const rules: Array<[string, Body, string]> = [
      ['an empty name', { full_name: '' }, MESSAGES.memberContact.nameRequired],
      ['an empty email', { email: ' ' }, MESSAGES.memberContact.emailRequired],
      ['an invalid email', { email: 'yusuf.example.com' }, MESSAGES.memberContact.invalidEmail],
      ['an empty message', { description: '' }, MESSAGES.memberContact.messageRequired],
    ];
    for (const [what, change, message] of rules) {
      it(`refuses ${what}: "${message}"`, async () => {
        const response = await post('business-groups', { ...businessGroupMessage(ctx), ...change }, null).expect(400);
        assert.equal(response.body.error_message, message);
      });
    }

    it('answers 404 for a user without an approved group (pending, rejected, none)', async () => {
      const pendingOwner = await createAccount(sut, { role: 'business', industry: 'Hospitality, Sports & Recreation' });
      await sut.dataSource.getRepository(BusinessGroup).save(
        Object.assign(new BusinessGroup(), {
          title: 'Pending Shop',
          description: 'd'.repeat(60),
          email: pendingOwner.email,
          status: BUSINESS_GROUP_STATUS.pending,
          userId: pendingOwner.user.id,
        }),
      );
      for (const receiverId of [pendingOwner.user.id, ctx.member.user.id, 2147483000]) {
        const response = await post('business-groups', { ...businessGroupMessage(ctx), receiver_id: receiverId }, null).expect(404);
        assert.equal(response.body.error_message, ISSUE_TEXTS.businessGroupNotFound);
      }
    });

    it('answers 201 to a filled honeypot and stores and sends nothing', async () => {
      const before = await sut.dataSource.query('SELECT COUNT(*) AS n FROM inbox_messages');
      const body = { ...businessGroupMessage(ctx), description: 'Buy cheap watches (honeypot)', contact_me_by_fax: 'yes' };
      const response = await post('business-groups', body, null).expect(201);
      assert.equal(response.body.message, MESSAGES.memberContact.success);
      const afterCount = await sut.dataSource.query('SELECT COUNT(*) AS n FROM inbox_messages');
      assert.equal(Number(afterCount[0].n), Number(before[0].n));
      await sut.mailSettled();
      assert.ok(!sut.mail.mails.some((m) => m.text.includes('(honeypot)')));
    });
  });
});
