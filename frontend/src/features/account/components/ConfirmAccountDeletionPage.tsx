import { ACCOUNT_SCREEN_TEXTS, ACCOUNT_TEXTS } from '@community/vocabulary';
import { sessionStore } from '../../../lib/session';
import { confirmAccountDeletion } from '../api/confirm-account-deletion';
import { TokenLinkPage } from './TokenLinkPage';

/** /account/delete/confirm#token=…, mailed to Google-only accounts, which have no password to re-enter. */
export default function ConfirmAccountDeletionPage() {
  return (
    <TokenLinkPage
      title={ACCOUNT_SCREEN_TEXTS.data.deleteHeading}
      working={ACCOUNT_SCREEN_TEXTS.loading}
      send={confirmAccountDeletion}
      onSuccess={() => sessionStore.logout()}
      successText={ACCOUNT_TEXTS.accountDeleted}
    />
  );
}
