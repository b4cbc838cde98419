import { ACCOUNT_SCREEN_TEXTS, ACCOUNT_TEXTS } from '@community/vocabulary';
import { sessionStore } from '../../../lib/session';
import { confirmEmailChange } from '../api/confirm-email-change';
import { TokenLinkPage } from './TokenLinkPage';

type Answer = Parameters<NonNullable<Parameters<typeof TokenLinkPage>[0]['onSuccess']>>[0];

/** A signed-in browser keeps its session with the fresh token (the old one names the old address). */
function keepSession({ data }: Answer) {
  const { user, isAuthenticated } = sessionStore.getState();
  if (isAuthenticated && user && typeof data.AuthToken === 'string') sessionStore.loginSuccess(user, data.AuthToken);
}

/** /account/email/confirm#token=…, the link mailed to the new address. */
export default function ConfirmEmailChangePage() {
  return (
    <TokenLinkPage
      title={ACCOUNT_SCREEN_TEXTS.email.heading}
      working={ACCOUNT_SCREEN_TEXTS.email.confirming}
      send={confirmEmailChange}
      onSuccess={keepSession}
      successText={ACCOUNT_TEXTS.emailChanged}
    />
  );
}
