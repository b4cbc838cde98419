import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  CONVERSATION_STATUSES,
  LANGUAGES,
  MAIL_CATALOGS,
  MAIL_EN,
  MESSAGE_SECTIONS,
  MailCatalog,
  MailKey,
  MailParams,
  NOTIFICATION_KINDS,
  languageFromAcceptLanguage,
} from '@community/vocabulary';
import { catalogMail, inLanguage } from './catalog-mail';
import { mailHtml } from './mail-transport';

const ARABIC = /[\u0600-\u06ff]/;

/** Facts for every mail, so each catalog can render each one. A mail added to the catalog without facts here fails below. */
const SAMPLES: { [K in MailKey]: MailParams<K> } = {
  confirmEmail: { name: 'Amina', link: 'http://app.test/confirm#token=t' },
  resetLink: { name: 'Amina', link: 'http://app.test/reset#token=t', unconfirmed: true },
  registrationAttempt: { name: 'Amina', signInLink: 'http://app.test/signin', resetLink: 'http://app.test/forgot' },
  resetWithoutAccount: { signUpLink: 'http://app.test/signup' },
  passwordChanged: { name: 'Amina' },
  confirmNewEmail: { name: 'Amina', link: 'http://app.test/email#token=t' },
  emailChangeRequested: { name: 'Amina' },
  emailChangeToTakenAddress: { name: 'Amina' },
  emailChanged: { name: 'Amina' },
  confirmDeletion: { name: 'Amina', link: 'http://app.test/delete#token=t' },
  accountDeleted: { name: 'Amina' },
  dataExport: { name: 'Amina', link: 'http://app.test/export#token=t' },
  twoFactorResetByAdmin: { name: 'Amina' },
  adApproved: { title: 'Brass Samovar', boardLink: 'http://app.test/businessnetwork' },
  adRejected: { title: 'Brass Samovar', reason: 'Blurry photo', contactEmail: 'team@community.test' },
  adExpiryReminder: { title: 'Brass Samovar', day: '2026-12-01', myAdsLink: 'http://app.test/account/ads' },
  businessGroupApproved: { title: 'Crescent Bakery', directoryLink: 'http://app.test/business' },
  businessGroupRejected: { title: 'Crescent Bakery', reason: null, contactEmail: 'team@community.test' },
  businessGroupEditApproved: { title: 'Crescent Bakery', directoryLink: 'http://app.test/business' },
  businessGroupEditRejected: { title: 'Crescent Bakery', reason: 'Link broken', contactEmail: 'team@community.test' },
  professionalNetworkRequest: { name: 'Amina', fromName: 'Yusuf', description: 'Could we talk?', replyByMail: true, link: 'http://app.test/messages/1' },
  privateRequest: { name: 'Amina', kind: 'legal-assistance', link: 'http://app.test/messages/2' },
  businessGroupRequest: {
    name: 'Amina',
    groupTitle: 'Crescent Bakery',
    visitorName: 'Visitor',
    visitorEmail: 'v@example.com',
    description: 'Do you bake for weddings?',
    link: 'http://app.test/messages/3',
  },
  reply: { name: 'Amina', kind: 'professional-network', private: false, authorName: 'Yusuf', body: 'Yes, Tuesday.', link: 'http://app.test/messages/1' },
  businessGroupReply: { name: 'Visitor', groupTitle: 'Crescent Bakery', body: 'We do.' },
  status: {
    name: 'Amina',
    kind: 'professional-network',
    status: 'accepted',
    private: false,
    byName: 'Yusuf',
    reason: null,
    link: 'http://app.test/messages/1',
  },
  expired: {
    name: 'Amina',
    kind: 'professional-network',
    expiryDays: 14,
    suggestions: ['Maryam'],
    directoryLink: 'http://app.test/professionalnetwork',
    link: 'http://app.test/messages/1',
  },
  requestReminder: {
    name: 'Amina',
    kind: 'professional-network',
    private: false,
    senderName: 'Yusuf',
    days: 3,
    link: 'http://app.test/messages/1',
    availabilityLink: 'http://app.test/messages',
  },
  autoPaused: { name: 'Amina', count: 3, availabilityLink: 'http://app.test/messages' },
  jobApproved: { title: 'Baker', jobLink: 'http://app.test/jobs/1' },
  jobRejected: { title: 'Baker', reason: null, contactEmail: 'team@community.test' },
  jobApplication: { title: 'Baker', link: 'https://community.test/messages/9' },
  applicationStatus: { title: 'Baker', status: 'shortlisted', link: 'https://community.test/messages/9' },
  savedSearchAlert: {
    name: 'Amina',
    searched: 'welder',
    listPath: '/jobs?q=welder',
    items: [{ title: 'Welder', detail: 'Crescent Welding, Hamilton, ON', link: 'https://community.test/jobs/7' }],
    more: 2,
    manageLink: 'https://community.test/account?tab=saved-searches',
  },
  digest: { name: 'Amina', items: [{ kind: 'reply', subject: 'New reply', text: 'Yusuf replied.' }] },
};

const mailKeys = (catalog: MailCatalog) =>
  Object.keys(catalog)
    .filter((key) => key !== 'labels' && key !== 'unsubscribeFooter')
    .sort();

describe('the mail catalogs (vocabulary/src/i18n)', () => {
  it('every language has a catalog with every mail English has, and no other', () => {
    assert.deepEqual(Object.keys(MAIL_CATALOGS).sort(), [...LANGUAGES].sort());
    for (const language of LANGUAGES) {
      assert.deepEqual(mailKeys(MAIL_CATALOGS[language]), mailKeys(MAIL_EN), `${language}: the same mails as English`);
      assert.equal(typeof MAIL_CATALOGS[language].unsubscribeFooter, 'function');
    }
    assert.deepEqual(Object.keys(SAMPLES).sort(), mailKeys(MAIL_EN), 'every mail has facts in this test');
  });

  it('every catalog names every section, status and notification kind', () => {
    for (const language of LANGUAGES) {
      const { labels } = MAIL_CATALOGS[language];
      for (const kind of MESSAGE_SECTIONS) assert.ok(labels.kinds[kind], `${language}: ${kind}`);
      for (const status of CONVERSATION_STATUSES) assert.ok(labels.statuses[status], `${language}: ${status}`);
      for (const kind of NOTIFICATION_KINDS) assert.ok(labels.notificationKinds[kind], `${language}: ${kind}`);
    }
  });

  it('renders every mail in every language, with its links, and Arabic in Arabic script', () => {
    for (const language of LANGUAGES) {
      for (const key of mailKeys(MAIL_EN) as MailKey[]) {
        const render = MAIL_CATALOGS[language][key] as (facts: unknown) => { subject: string; text: string };
        const { subject, text } = render(SAMPLES[key]);
        assert.ok(subject.length > 0 && !/[\r\n]/.test(subject), `${language} ${key}: a one-line subject`);
        for (const value of Object.values(SAMPLES[key] as Record<string, unknown>)) {
          if (typeof value === 'string' && value.startsWith('http://')) assert.ok(text.includes(value), `${language} ${key}: the link ${value}`);
        }
        if (language === 'ar') assert.ok(ARABIC.test(subject) && ARABIC.test(text), `ar ${key}: in Arabic`);
        if (language === 'en') assert.ok(!ARABIC.test(subject + text), `en ${key}: in English`);
      }
    }
  });

  it('legal and clinic mails say only that something happened, in every language', () => {
    for (const language of LANGUAGES) {
      const catalog = MAIL_CATALOGS[language];
      const request = catalog.privateRequest({ name: 'Amina', kind: 'virtual-clinic', link: 'http://app.test/messages/9' });
      const reply = catalog.reply({ name: 'Amina', kind: 'legal-assistance', private: true, authorName: 'Dr Secret', body: 'Diagnosis X', link: 'L' });
      const status = catalog.status({
        name: 'A',
        kind: 'virtual-clinic',
        status: 'declined',
        private: true,
        byName: 'Dr Secret',
        reason: 'Diagnosis X',
        link: 'L',
      });
      for (const mail of [request, reply, status]) assert.ok(!/Dr Secret|Diagnosis X/.test(mail.subject + mail.text), `${language}: no detail`);
    }
  });
});

describe('catalogMail and inLanguage', () => {
  it('renders English at once, and again in the language asked for', () => {
    const mail = catalogMail('a@example.com', 'passwordChanged', { name: 'Amina' });
    assert.equal(mail.subject, 'Your password was changed');
    assert.equal(mail.language, undefined, 'not chosen yet: the outbox chooses');
    const arabic = inLanguage(mail, 'ar');
    assert.equal(arabic.subject, 'تغيّرت كلمة مرورك');
    assert.equal(arabic.language, 'ar');
    assert.equal(arabic.to, 'a@example.com');
    assert.equal(inLanguage(arabic, 'en').subject, 'Your password was changed');
  });

  it('keeps the replyTo and a fixed language', () => {
    const mail = catalogMail('v@example.com', 'businessGroupReply', { name: 'V', groupTitle: 'G', body: 'B' }, { replyTo: 'o@example.com', language: 'ar' });
    assert.equal(mail.replyTo, 'o@example.com');
    assert.equal(mail.language, 'ar');
    assert.ok(ARABIC.test(mail.subject));
  });

  it('a message from no catalog stays as it is, in English', () => {
    const plain = inLanguage({ to: 'a@example.com', subject: 'S', text: 'T' }, 'ar');
    assert.deepEqual([plain.subject, plain.text, plain.language], ['S', 'T', 'en']);
  });
});

describe('mailHtml', () => {
  it('lays an Arabic mail out right to left, escaped', () => {
    const html = mailHtml({ text: 'مرحبًا <b>&', headers: { 'Content-Language': 'ar' } })!;
    assert.ok(html.includes('<html lang="ar" dir="rtl">'));
    assert.ok(html.includes('مرحبًا &#60;b&#62;&#38;'));
  });

  it('leaves an English mail plain text', () => {
    assert.equal(mailHtml({ text: 'Hello', headers: undefined }), undefined);
    assert.equal(mailHtml({ text: 'Hello', headers: { 'Content-Language': 'en' } }), undefined);
  });
});

describe('languageFromAcceptLanguage', () => {
  it('takes the first of en and ar the header asks for, by weight then order, else en', () => {
    assert.equal(languageFromAcceptLanguage('ar'), 'ar');
    assert.equal(languageFromAcceptLanguage('ar-EG,ar;q=0.9,en;q=0.8'), 'ar');
    assert.equal(languageFromAcceptLanguage('en-US,en;q=0.9,ar;q=0.8'), 'en');
    assert.equal(languageFromAcceptLanguage('fr-FR,fr;q=0.9,ar;q=0.5'), 'ar');
    assert.equal(languageFromAcceptLanguage('en;q=0.2, ar;q=0.7'), 'ar');
    assert.equal(languageFromAcceptLanguage('ar;q=0, en'), 'en');
    assert.equal(languageFromAcceptLanguage('fr'), 'en');
    assert.equal(languageFromAcceptLanguage(''), 'en');
    assert.equal(languageFromAcceptLanguage(undefined), 'en');
    assert.equal(languageFromAcceptLanguage('*'), 'en');
    assert.equal(languageFromAcceptLanguage(['fr', 'AR-sa']), 'ar');
  });
});
