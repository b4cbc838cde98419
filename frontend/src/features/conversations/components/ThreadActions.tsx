import { Alert, Button, Stack } from '@mui/material';
import { useState } from 'react';
import {
  CONVERSATION_SCREEN_TEXTS as TEXT,
  CONVERSATION_TEXTS,
  DECLINE_REASONS,
  type ChosenStatus,
  type ReasonedStatus,
  A11Y_TEXTS,
  OPTION_LABELS,
} from '@community/vocabulary';
import { blockMember, changeStatus, deleteConversation, reportConversation, unblockMember, type ActionResult } from '../api/conversation-actions';
import type { SubmitOutcome } from '../../../lib/use-form-submission';
import type { Conversation } from '../api/types';
import { ReportDialog } from './ReportDialog';
import { StatusReasonDialog } from './StatusReasonDialog';

interface ThreadActionsProps {
  conversation: Conversation;
  /** The thread changed on the server (status, block): reload it and the lists. */
  onChanged: () => void;
  /** The thread was deleted (its other member had deleted their account): leave it. */
  onDeleted: () => void;
}

type OpenDialog = ReasonedStatus | 'report' | null;

/** An action's answer as the outcome the page shows: the API's error_message, or the given success text. */
async function attempt(action: () => Promise<ActionResult>, success: string): Promise<SubmitOutcome> {
  try {
    const result = await action();
    return result.ok ? { severity: 'success', text: success } : { severity: 'error', text: result.error };
  } catch {
    return { severity: 'error', text: TEXT.genericError };
  }
}

/**
 * The status and safety actions of a thread. Which status buttons show is the API's answer (allowed_statuses:
 * the receiver accepts, declines or asks while a request waits; either side closes a live one), so the page
 * never offers a change the server would refuse. Block and Report protect the member whatever the status.
 */
export function ThreadActions({ conversation, onChanged, onDeleted }: ThreadActionsProps) {
  const allowed = new Set(conversation.allowed_statuses);
  const otherId = conversation.other_party.id;
  const [notice, setNotice] = useState<SubmitOutcome | null>(null);
  const [busy, setBusy] = useState(false);
  const [dialog, setDialog] = useState<OpenDialog>(null);

  /** Status changes speak through the chip; blocking says what it did. */
  async function run(action: () => Promise<ActionResult>, success = '') {
    setBusy(true);
    setNotice(null);
    const outcome = await attempt(action, success);
    setBusy(false);
    setNotice(outcome.text ? outcome : null);
    if (outcome.severity === 'success') onChanged();
  }

  async function remove() {
    setBusy(true);
    setNotice(null);
    const outcome = await attempt(() => deleteConversation(conversation.id), '');
    setBusy(false);
    if (outcome.severity === 'success') onDeleted();
    else setNotice(outcome);
  }

  const changeWithReason = (status: ChosenStatus) => async (reason: string | undefined) => {
    const outcome = await attempt(() => changeStatus(conversation.id, status, reason), '');
    if (outcome.severity === 'success') {
      setDialog(null);
      onChanged();
    }
    return outcome;
  };

  const statusButton = (status: ChosenStatus, label: string, props: Parameters<typeof Button>[0], onClick: () => void) =>
    allowed.has(status) && (
      <Button {...props} disabled={busy} onClick={onClick}>
        {label}
      </Button>
    );

  return (
    <>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} role="group" aria-label={A11Y_TEXTS.regions.conversationActions}>
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
        {conversation.can_delete && (
          <Button color="error" variant="outlined" disabled={busy} onClick={() => void remove()}>
            {TEXT.deleteConversation}
          </Button>
        )}
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
        choiceLabel={(reason) => OPTION_LABELS.declineReasons[reason as keyof typeof OPTION_LABELS.declineReasons] ?? reason}
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
        messages={conversation.messages.filter((message) => message.author === 'other' && message.author_id !== null)}
        onReport={async (reason, details, messageId) => {
          const outcome = await attempt(() => reportConversation(conversation.id, reason, details, messageId), CONVERSATION_TEXTS.reportSent);
          if (outcome.severity === 'success') {
            setDialog(null);
            setNotice(outcome);
          }
          return outcome;
        }}
      />
    </>
  );
}
