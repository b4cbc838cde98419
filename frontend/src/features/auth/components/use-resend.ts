import { useState } from 'react';
import { MESSAGES } from '@community/vocabulary';
import type { ApiResponse } from '../../../lib/api-client';
import { serverText } from '../../../lib/server-text';

/**
 * Asking for another confirmation link (the banner signed in, the check-your-inbox panel signed out): busy while it
 * goes, then the API's own sentence, or `sentText` / the failure's words when it has none.
 */
export function useResend(send: () => Promise<ApiResponse<unknown>>, sentText: string) {
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const resend = async () => {
    setSending(true);
    setOutcome(null);
    try {
      const { ok, data } = await send();
      setOutcome({ ok, text: serverText(data, ok ? sentText : MESSAGES.emailConfirmation.resendFailed) });
    } catch {
      setOutcome({ ok: false, text: MESSAGES.emailConfirmation.resendFailed });
    } finally {
      setSending(false);
    }
  };
  return { sending, outcome, resend };
}
