import { ACCOUNT_SCREEN_TEXTS, ACCOUNT_TEXTS } from '@community/vocabulary';
import { unsubscribe } from '../api/unsubscribe';
import { TokenLinkPage } from './TokenLinkPage';

/** /unsubscribe#token=…, the link at the end of every notification mail. */
export default function UnsubscribePage() {
  const text = ACCOUNT_SCREEN_TEXTS.unsubscribe;
  return <TokenLinkPage title={text.heading} working={text.working} send={unsubscribe} successText={ACCOUNT_TEXTS.unsubscribed} />;
}
