import { CONVERSATION_MAIL_SUBJECTS, KIND_LABELS, STATUS_LABELS } from '../conversations';
import { RESPONSIVENESS_MAIL_SUBJECTS } from '../responsiveness';
import { NOTIFICATION_KIND_LABELS } from '../account-texts';
import { SAVED_SEARCH_TEXTS } from '../jobs';
import { APPLICATION_STATUS_LABELS } from '../job-board';
import type { MailCatalog } from './mail-catalog';

/** Header values come from people: keep each on one line (a request's mails also break on U+2028/2029, a reply's never did). */
const oneLine = (text: string) => text.replace(/[\r\n\t\u2028\u2029]+/g, ' ').trim();
const oneLineOfReply = (text: string) => text.replace(/[\r\n\t]+/g, ' ').trim();
const privacyNote = 'For your privacy this email holds no details; sign in to read it.';

/**
 * The English mails: the product's texts as they have always been sent (the spec's language and the default). Moved
 * here from the backend's *-emails.ts and *-mails.ts files unchanged, byte for byte.
 */
export const MAIL_EN: MailCatalog = {
  labels: { kinds: KIND_LABELS, statuses: STATUS_LABELS, notificationKinds: NOTIFICATION_KIND_LABELS },

  confirmEmail: ({ name, link }) => ({
    subject: 'Confirm your email address',
    text:
      `Hello ${name},\n\nWelcome to Community Network. Please confirm that this address is yours by opening this link within 24 hours:\n\n${link}\n\n` +
      `If you created this account, the page asks you to sign in with the password you chose, then confirms your address. ` +
      `Until you do, you can sign in and fill in your profile, but you cannot send requests, post ads or appear in the directories.\n\n` +
      `If you did not create this account, someone else used your address: do not sign in to it. Open the link and choose ` +
      `"Set my password" instead. The account then becomes yours alone: whoever created it is signed out and can no longer sign in, ` +
      `and what they filled in is cleared.`,
  }),
  resetLink: ({ name, link, unconfirmed }) => ({
    subject: 'Reset your password',
    text:
      `Hello ${name},\n\nSomeone (hopefully you) asked to reset the password of your Community Network account.\n` +
      `Open this link within one hour to choose a new password:\n\n${link}\n\n` +
      (unconfirmed
        ? `This account's email address was never confirmed, so we cannot tell whether you or someone else created it. ` +
          `Choosing a new password confirms the address and makes the account yours alone: everyone signed in to it is signed out, ` +
          `and its profile is cleared, so you fill it in again after signing in.\n\n`
        : '') +
      `If you did not ask for this, ignore this email: your password stays as it is.`,
  }),
  registrationAttempt: ({ name, signInLink, resetLink }) => ({
    subject: 'Someone tried to register with your email address',
    text:
      `Hello ${name},\n\nSomeone just tried to create a new Community Network account with this email address, which already has an account.\n\n` +
      `If it was you, sign in instead: ${signInLink}\nIf you forgot your password, reset it here: ${resetLink}\n\n` +
      `If it was not you, nothing has changed and you can ignore this email.`,
  }),
  resetWithoutAccount: ({ signUpLink }) => ({
    subject: 'Reset your password',
    text:
      `Hello,\n\nSomeone (hopefully you) asked to reset the password of a Community Network account for this email address, but no account uses it.\n\n` +
      `If it was you, you may have registered with another address, or you can create an account here: ${signUpLink}\n\n` +
      `If it was not you, ignore this email.`,
  }),

  passwordChanged: ({ name }) => ({
    subject: 'Your password was changed',
    text:
      `Hello ${name},\n\nThe password of your Community Network account was just changed, and every other ` +
      `signed-in device was signed out.\n\nIf this was not you, reset your password now from the sign-in page ` +
      `and tell us through the contact form.`,
  }),
  confirmNewEmail: ({ name, link }) => ({
    subject: 'Confirm your new email address',
    text:
      `Hello ${name},\n\nOpen this link within one hour to make this address the one of your Community Network account:\n\n` +
      `${link}\n\nUntil you do, nothing changes. If you did not ask for this, ignore this email.`,
  }),
  emailChangeRequested: ({ name }) => ({
    subject: 'A change of your email address was requested',
    text:
      `Hello ${name},\n\nSomeone signed in to your Community Network account asked to move it to another email address. ` +
      `Nothing changes unless the link sent to that address is opened within one hour.\n\n` +
      `If this was not you, change your password now.`,
  }),
  emailChangeToTakenAddress: ({ name }) => ({
    subject: 'Someone tried to move an account to your email address',
    text:
      `Hello ${name},\n\nSomeone signed in to another Community Network account asked to move that account to this email address, ` +
      `which already has an account: yours. Nothing was sent that could do it, and your account is unchanged.\n\n` +
      `If it was you, you already have an account here; you can ignore this email.`,
  }),
  emailChanged: ({ name }) => ({
    subject: 'Your email address was changed',
    text: `Hello ${name},\n\nYour Community Network account now signs in with this address.`,
  }),
  confirmDeletion: ({ name, link }) => ({
    subject: 'Confirm the deletion of your account',
    text:
      `Hello ${name},\n\nOpen this link within one hour to delete your Community Network account for good:\n\n${link}\n\n` +
      `If you did not ask for this, ignore this email: nothing changes.`,
  }),
  accountDeleted: ({ name }) => ({
    subject: 'Your account was deleted',
    text:
      `Hello ${name},\n\nYour Community Network account, your ads and your business listings were deleted. ` +
      `Messages you sent stay with their receivers, signed "Deleted member". This address is no longer on file with us.`,
  }),
  dataExport: ({ name, link }) => ({
    subject: 'Your data from Community Network',
    text:
      `Hello ${name},\n\nYou asked for a copy of your data. Open this link within 24 hours to download it as a JSON file:\n\n${link}\n\n` +
      `If you did not ask for this, ignore this email.`,
  }),
  twoFactorResetByAdmin: ({ name }) => ({
    subject: 'Two-factor sign-in was turned off on your account',
    text:
      `Hello ${name},\n\nAn administrator of Community Network turned off two-factor sign-in on your account, ` +
      `and every signed-in device was signed out. Sign in with your password and turn it on again in My account.\n\n` +
      `If you did not ask for this, reset your password now from the sign-in page and tell us through the contact form.`,
  }),

  adApproved: ({ title, boardLink }) => ({
    subject: `Your ad "${title}" is now live`,
    text: `Good news: an administrator approved your ad "${title}".\n\n` + `Members can now see it on the Ads and Services board:\n${boardLink}\n`,
  }),
  adRejected: ({ title, reason, contactEmail }) => ({
    subject: `Your ad "${title}" was not approved`,
    text:
      `An administrator reviewed your ad "${title}" and did not approve it.\n\n` +
      (reason ? `Reason: ${reason}\n\n` : '') +
      `You are welcome to submit a corrected ad. If you have questions, write to us at ${contactEmail}.\n`,
  }),
  adExpiryReminder: ({ title, day, myAdsLink }) => ({
    subject: `Your ad "${title}" expires soon`,
    text: `Your ad "${title}" leaves the Ads and Services board on ${day}.\n\n` + `To keep it there, renew it from My ads:\n${myAdsLink}\n`,
  }),
  businessGroupApproved: ({ title, directoryLink }) => ({
    subject: `Your business "${title}" is now in the Business Directory`,
    text:
      `Good news: an administrator approved "${title}".\n\n` +
      `It now appears in the public Business Directory, where members and visitors can contact you:\n${directoryLink}\n`,
  }),
  businessGroupRejected: ({ title, reason, contactEmail }) => ({
    subject: `Your business "${title}" was not approved`,
    text:
      `An administrator reviewed "${title}" and did not approve it for the Business Directory.\n\n` +
      (reason ? `Reason: ${reason}\n\n` : '') +
      `If you think this is a mistake, write to us at ${contactEmail}.\n`,
  }),
  businessGroupEditApproved: ({ title, directoryLink }) => ({
    subject: `Your changes to "${title}" are approved`,
    text: `An administrator approved your changes. The Business Directory now shows "${title}" as you edited it:\n${directoryLink}\n`,
  }),
  businessGroupEditRejected: ({ title, reason, contactEmail }) => ({
    subject: `Your changes to "${title}" were not approved`,
    text:
      `An administrator reviewed your changes to "${title}" and did not approve them. ` +
      `The listing stays in the Business Directory as it was before.\n\n` +
      (reason ? `Reason: ${reason}\n\n` : '') +
      `You can edit it again under My account > My business. If you think this is a mistake, write to us at ${contactEmail}.\n`,
  }),

  professionalNetworkRequest: ({ name, fromName, description, replyByMail, link }) => ({
    subject: CONVERSATION_MAIL_SUBJECTS.professionalNetworkRequest(fromName),
    text:
      `Hello ${name},\n\n${fromName}, a member of the Community Network, sent you a message through the Professional Network:\n\n` +
      `${description}\n\n${replyByMail ? 'Reply to this email to answer, or answer in the app' : 'Answer in the app'}: ${link}\n`,
  }),
  privateRequest: ({ name, kind, link }) => ({
    subject: CONVERSATION_MAIL_SUBJECTS.privateRequest(KIND_LABELS[kind]),
    text:
      `Hello ${name},\n\nA member sent you a request through ${KIND_LABELS[kind]}. ` +
      `For their privacy this email holds no details.\n\nSign in to read it: ${link}\n`,
  }),
  businessGroupRequest: ({ name, groupTitle, visitorName, visitorEmail, description, link }) => ({
    subject: oneLine(CONVERSATION_MAIL_SUBJECTS.businessGroupRequest(groupTitle)),
    text:
      `Hello ${name},\n\nA visitor without an account wrote to ${groupTitle} through the Business Directory. ` +
      `They say their name is "${oneLine(visitorName)}" and their email address is ${oneLine(visitorEmail)}; ` +
      `neither has been checked.\n\n${description}\n\n` +
      `Answer in the app (your reply is emailed to the address they gave): ${link}\n`,
  }),
  reply: ({ name, kind, private: isPrivate, authorName, body, link }) => ({
    subject: CONVERSATION_MAIL_SUBJECTS.reply(KIND_LABELS[kind]),
    text: `Hello ${name},\n\n${
      isPrivate
        ? `There is a new reply in your ${KIND_LABELS[kind]} conversation. ${privacyNote}`
        : `${authorName} replied in your ${KIND_LABELS[kind]} conversation:\n\n${body}`
    }\n\nOpen the conversation: ${link}\n`,
  }),
  businessGroupReply: ({ name, groupTitle, body }) => ({
    subject: oneLineOfReply(CONVERSATION_MAIL_SUBJECTS.businessGroupReply(groupTitle)),
    text: `Hello ${name},\n\n${groupTitle} replied to the message you sent through the Business Directory:\n\n${body}\n\nReply to this email to answer.\n`,
  }),
  status: ({ name, kind, status, private: isPrivate, byName, reason, link }) => ({
    subject: CONVERSATION_MAIL_SUBJECTS.status(KIND_LABELS[kind], status),
    text: `Hello ${name},\n\nYour ${KIND_LABELS[kind]} conversation is now: ${STATUS_LABELS[status]}. ${
      isPrivate ? privacyNote : `${byName} set it to ${STATUS_LABELS[status]}.${reason ? `\n\nReason: ${reason}` : ''}`
    }\n\nOpen the conversation: ${link}\n`,
  }),
  expired: ({ name, kind, expiryDays, suggestions, directoryLink, link }) => ({
    subject: CONVERSATION_MAIL_SUBJECTS.expired(KIND_LABELS[kind]),
    text:
      `Hello ${name},\n\nYour ${KIND_LABELS[kind]} request had no answer within ${expiryDays} days, so it has expired.\n\n${
        suggestions.length
          ? `These members of the ${KIND_LABELS[kind]} take new requests now:\n${suggestions.map((member) => `- ${member}`).join('\n')}\n\nFind them here: ${directoryLink}`
          : `Other members of the ${KIND_LABELS[kind]} may be able to help: ${directoryLink}`
      }\n\n` + `Open the conversation: ${link}\n`,
  }),

  requestReminder: ({ name, kind, private: isPrivate, senderName, days, link, availabilityLink }) => ({
    subject: RESPONSIVENESS_MAIL_SUBJECTS.reminder(KIND_LABELS[kind]),
    text:
      `Hello ${name},\n\n${isPrivate || !senderName ? `A ${KIND_LABELS[kind]} request` : `${senderName}'s ${KIND_LABELS[kind]} request`} has been waiting ${days} ${days === 1 ? 'day' : 'days'} for your answer.${isPrivate ? ` ${privacyNote}` : ''}\n\n` +
      `Reply, accept or decline it here: ${link}\n\n` +
      `If you cannot take new requests for a while, switch off "Open to new requests": ${availabilityLink}\n`,
  }),
  autoPaused: ({ name, count, availabilityLink }) => ({
    subject: RESPONSIVENESS_MAIL_SUBJECTS.autoPaused,
    text:
      `Hello ${name},\n\nThe last ${count} requests you received expired without an answer, so we have switched off "Open to new requests" ` +
      `for you: members cannot send you new requests for now, and the directories no longer show you as accepting requests. ` +
      `Conversations you already have stay as they are.\n\n` +
      `When you are ready to take requests again, switch "Open to new requests" back on: ${availabilityLink}\n`,
  }),

  jobApproved: ({ title, jobLink }) => ({
    subject: `Your job "${title}" is now live`,
    text: `Good news: an administrator approved your job "${title}".\n\nIt is on the Job Board now:\n${jobLink}\n`,
  }),
  jobRejected: ({ title, reason, contactEmail }) => ({
    subject: `Your job "${title}" was not approved`,
    text:
      `An administrator reviewed your job "${title}" and did not approve it.\n\n` +
      (reason ? `Reason: ${reason}\n\n` : '') +
      `You are welcome to correct it from My jobs. If you have questions, write to us at ${contactEmail}.\n`,
  }),

  jobApplication: ({ title, link }) => ({
    subject: `New application to your job "${title}"`,
    text: `A member applied to your job "${title}".\n\nRead the application in Messages:\n${link}\n`,
  }),
  applicationStatus: ({ title, status, link }) => ({
    subject: `Your application to "${title}": ${APPLICATION_STATUS_LABELS[status]}`,
    text: `The poster of "${title}" set your application to: ${APPLICATION_STATUS_LABELS[status]}.\n\nOpen the conversation in Messages:\n${link}\n`,
  }),

  savedSearchAlert: ({ name, searched, listPath, items, more, manageLink }) => ({
    subject: SAVED_SEARCH_TEXTS.alertSubject(items.length),
    text:
      `Hello ${name},\n\n${SAVED_SEARCH_TEXTS.alertIntro} ${searched ? `"${searched}"` : listPath}:\n\n` +
      `${[...items.map((item) => `* ${item.title} (${item.detail})\n  ${item.link}`), ...(more > 0 ? [SAVED_SEARCH_TEXTS.alertMore(more)] : [])].join('\n')}\n` +
      `\n--\n${SAVED_SEARCH_TEXTS.alertFooter}: ${manageLink}\n`,
  }),

  digest: ({ name, items }) => ({
    subject: `Your daily digest: ${items.length} update${items.length === 1 ? '' : 's'}`,
    text: `Hello ${name},\n\nHere is what happened since your last digest.\n\n${items
      .map((item) => `* ${NOTIFICATION_KIND_LABELS[item.kind]}: ${item.subject}\n\n${item.text.trim()}\n`)
      .join('\n')}`,
  }),
  unsubscribeFooter: ({ kinds, unsubscribeLink, settingsLink }) =>
    `\n--\nStop emails about: ${kinds.map((kind) => NOTIFICATION_KIND_LABELS[kind].toLowerCase()).join(', ')}\n${unsubscribeLink}\nChange all your email settings: ${settingsLink}\n`,
};
