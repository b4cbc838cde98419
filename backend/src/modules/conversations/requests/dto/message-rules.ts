import { ISSUE_TEXTS, MEMBER_MESSAGE_LIMITS, MESSAGES } from '@community/vocabulary';
import { Rule, email, isText, maxLength, required, satisfies } from '../../../../common/validation/rules.decorator';

/** receiver_id comes as a number or a numeric string (the web app keeps ids as it read them). */
export const receiverIdRules: Rule[] = [
  required(ISSUE_TEXTS.receiverRequired),
  satisfies((value) => {
    const id = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
    return typeof id === 'number' && Number.isSafeInteger(id) && id > 0;
  }, ISSUE_TEXTS.receiverRequired),
];

/** The contact modals of the professional network and the business directory share these rules (spec section 5). */
export const contactNameRules: Rule[] = [
  required(MESSAGES.memberContact.nameRequired),
  isText(MESSAGES.memberContact.nameRequired),
  maxLength(MEMBER_MESSAGE_LIMITS.nameMax, ISSUE_TEXTS.nameTooLong),
];
export const contactEmailRules: Rule[] = [
  required(MESSAGES.memberContact.emailRequired),
  email(MESSAGES.memberContact.invalidEmail),
  maxLength(MEMBER_MESSAGE_LIMITS.emailMax, ISSUE_TEXTS.emailTooLong),
];
export const contactMessageRules: Rule[] = [
  required(MESSAGES.memberContact.messageRequired),
  isText(MESSAGES.memberContact.messageRequired),
  maxLength(MEMBER_MESSAGE_LIMITS.messageMax, ISSUE_TEXTS.messageTooLong),
];

/** A required free-text answer: blank and non-text both get the form's own message. */
export const answer = (message: string, max: number = MEMBER_MESSAGE_LIMITS.shortTextMax): Rule[] => [
  required(message),
  isText(message),
  maxLength(max, max === MEMBER_MESSAGE_LIMITS.shortTextMax ? ISSUE_TEXTS.textTooLong : ISSUE_TEXTS.messageTooLong),
];
