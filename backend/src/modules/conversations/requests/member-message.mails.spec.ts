import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { accountSender, businessGroupMail, clinicRequestMail, professionalNetworkMail } from './member-message.mails';

const receiver = { id: 7, name: 'Mona Mentor', email: 'mona@example.com' };
const account = { name: 'Sam Sender', email: 'sam@example.com' };

describe('request mails name the account, never what a form let someone type (service, no database)', () => {
  it("Reply-To is the account's address only when that is the address typed; any other typed address gives none", () => {
    assert.deepEqual(accountSender(account, ' SAM@example.com '), { name: 'Sam Sender', replyTo: 'sam@example.com' });
    assert.deepEqual(accountSender(account, 'security@community.example'), { name: 'Sam Sender', replyTo: null });
    assert.deepEqual(
      accountSender({ name: 'Sam\r\nBcc: x@example.com', email: 'sam@example.com' }, ''),
      { name: 'Sam Bcc: x@example.com', replyTo: null },
      'one line',
    );
  });

  it("a professional-network request mail: subject and body by the account's name, the link to the thread", () => {
    const mail = professionalNetworkMail(
      'https://app.example',
      receiver,
      accountSender(account, 'security@community.example'),
      'Please verify your password',
      41,
    );
    assert.deepEqual([mail.to, mail.replyTo, mail.subject], ['mona@example.com', null, 'New message from Sam Sender (Professional Network)']);
    assert.equal(
      mail.text,
      'Hello Mona Mentor,\n\nSam Sender, a member of the Community Network, sent you a message through the Professional Network:\n\n' +
        'Please verify your password\n\nAnswer in the app: https://app.example/messages/41\n',
    );
  });

  it("a business group's contact from a visitor: no Reply-To, no typed name in the subject, the claim in the body as a claim", () => {
    const mail = businessGroupMail(
      'https://app.example',
      { ...receiver, groupTitle: 'Crescent Bakery' },
      { full_name: 'Community Network Admin Team\nReply-To: thief@example.com', email: 'security@community.example', description: 'Pay here' },
      42,
    );
    assert.deepEqual([mail.replyTo, mail.subject], [null, 'New message for Crescent Bakery through the Business Directory']);
    assert.equal(
      mail.text,
      'Hello Mona Mentor,\n\nA visitor without an account wrote to Crescent Bakery through the Business Directory. ' +
        'They say their name is "Community Network Admin Team Reply-To: thief@example.com" and their email address is security@community.example; ' +
        'neither has been checked.\n\nPay here\n\nAnswer in the app (your reply is emailed to the address they gave): https://app.example/messages/42\n',
    );
  });

  it('a clinic request mail says only that a request waits, with the link', () => {
    const mail = clinicRequestMail('https://app.example', receiver, 43);
    assert.deepEqual([mail.subject, mail.replyTo ?? null], ['A request is waiting for you (Virtual Clinic)', null]);
    assert.match(mail.text, /holds no details\.\n\nSign in to read it: https:\/\/app\.example\/messages\/43\n$/);
  });
});
