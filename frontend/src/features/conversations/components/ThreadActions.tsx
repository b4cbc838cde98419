import { Alert, Button, Stack } from '@mui/material';
import { useState } from 'react';
import { CONVERSATION_SCREEN_TEXTS as TEXT, CONVERSATION_TEXTS, DECLINE_REASONS, type ChosenStatus } from '@community/vocabulary';
import { blockMember, changeStatus, reportConversation, unblockMember, type ActionResult } from '../api/conversation-actions';
import type { Conversation } from '../api/types';
import { ReportDialog } from './ReportDialog';
import { StatusReasonDialog } from './StatusReasonDialog';

interface ThreadActionsProps {
  conversation: Conversation;
  /** The thread changed on the server (status, block): reload it and the lists. */
  onChanged: () => void;
}

type Notice = { severity: 'success' | 'error'; text: string };
type OpenDialog = 'declined' | 'more_info' | 'report' | null;

async function attempt(action: () => Promise<ActionResult>): Promise<string | null> {
  try {
    const result = await action();
    return result.ok ? null : result.error;
  } catch {
    return TEXT.genericError;
  }
}

/**
 * The status and safety actions of a thread. Which status buttons show is the API's answer (allowed_statuses:
 * the receiver accepts, declines or asks while a request waits; either side closes a live one), so the page
 * never offers a change the server would refuse. Block and Report protect the member whatever the status.
 */
export function ThreadActions({ conversation, onChanged }: ThreadActionsProps) {
  const allowed = new Set(conversation.allowed_statuses);
  const otherId = conversation.other_party.id;
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);
  const [dialog, setDialog] = useState<OpenDialog>(null);

  async function run(action: () => Promise<ActionResult>, success?: string) {
    setBusy(true);
    setNotice(null);
    const problem = await attempt(action);
    setBusy(false);
    setNotice(problem ? { severity: 'error', text: problem } : success ? { severity: 'success', text: success } : null);
    if (!problem) onChanged();
  }

  const changeWithReason = (status: ChosenStatus) => async (reason: string | undefined) => {
    const problem = await attempt(() => changeStatus(conversation.id, status, reason));
    if (!problem) {
      setDialog(null);
      onChanged();
    }
    return problem;
  };

  const statusButton = (status: ChosenStatus, label: string, props: Parameters<typeof Button>[0], onClick: () => void) =>
    allowed.has(status) && (
      <Button {...props} disabled={busy} onClick={onClick}>
        {label}
      </Button>
    );

  return (
    <>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} role="group" aria-label="Conversation actions">
        {statusButton('accepted', TEXT.accept, { variant: 'contained', color: 'success' }, () => void run(() => changeStatus(conversation.id, 'accepted')))}
        {statusButton('declined', TEXT.decline, { variant: 'outlined', color: 'error' }, () => setDialog('declined'))}
        {statusButton('more_info', TEXT.askMoreInfo, { variant: 'outlined' }, () => setDialog('more_info'))}
        {statusButton('closed', TEXT.close, { variant: 'outlined' }, () => void run(() => changeStatus(conversation.id, 'closed')))}
        {otherId !== null &&
          (conversation.blocked ? (
            <Button color="inherit" disabled={busy} onClick={() => void run(() => unblockMember(otherId), CONVERSATION_TEXTS.unblockedDone)}>
              {TEXT.unblock}
            </Button>
          ) : (
            <Button color="inherit" disabled={busy} onClick={() => void run(() => blockMember(otherId), CONVERSATION_TEXTS.blockedDone)}>
              {TEXT.block}
            </Button>
          ))}
        <Button color="inherit" disabled={busy} onClick={() => setDialog('report')}>
          {TEXT.report}
        </Button>
      </Stack>
      {notice && (
        <Alert severity={notice.severity} role={notice.severity === 'error' ? 'alert' : 'status'} sx={{ mt: 1 }}>
          {notice.text}
        </Alert>
      )}
      <StatusReasonDialog
        open={dialog === 'declined'}
        title={TEXT.declineTitle}
        submitLabel={TEXT.decline}
        choices={DECLINE_REASONS}
        textLabel={TEXT.otherReasonLabel}
        onClose={() => setDialog(null)}
        onSubmit={changeWithReason('declined')}
      />
      <StatusReasonDialog
        open={dialog === 'more_info'}
        title={TEXT.moreInfoTitle}
        submitLabel={TEXT.askMoreInfo}
        textLabel={TEXT.questionLabel}
        onClose={() => setDialog(null)}
        onSubmit={changeWithReason('more_info')}
      />
      <ReportDialog
        open={dialog === 'report'}
        onClose={() => setDialog(null)}
        onReport={async (reason, details) => {
          const problem = await attempt(() => reportConversation(conversation.id, reason, details));
          if (!problem) {
            setDialog(null);
            setNotice({ severity: 'success', text: CONVERSATION_TEXTS.reportSent });
          }
          return problem;
        }}
      />
    </>
  );
}
