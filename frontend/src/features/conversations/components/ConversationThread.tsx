import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { ReadingDirectionIcon } from '../../../components/ReadingDirectionIcon';
import { Alert, Box, Button, Divider, List, ListItem, Paper, Stack, Typography } from '@mui/material';
import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import { CONVERSATION_SCREEN_TEXTS as TEXT, CONVERSATION_TEXTS, OPTION_LABELS, REQUEST_DIRECTIONS, STATUS_LABELS } from '@community/vocabulary';
import { LoadingState } from '../../../components/StatusStates';
import { conversationOfLink, onLiveEvent } from '../../../lib/live-events';
import { getConversation } from '../api/get-conversation';
import type { Conversation } from '../api/types';
import { requestParts } from '../../../lib/request-details';
import { ReplyForm } from './ReplyForm';
import { StatusChip } from './StatusChip';
import { ThreadActions } from './ThreadActions';
import { ThreadFollowUp } from './ThreadFollowUp';
import { JobApplicationPanel } from './JobApplicationPanel';
import { ThreadAttachments } from './ThreadAttachments';
import { kindLabel } from './kind-label';
import { applicationOf } from '../../../lib/api/jobs';
import { formatDate } from '../../../lib/i18n/format';

interface ConversationThreadProps {
  id: string;
  onBack: () => void;
  /** The reader deleted the thread: back to the list, which no longer has it. */
  onDeleted: () => void;
  /** The thread was read (opening it marks it read on the server). */
  onOpened: (conversation: Conversation) => void;
  /** The reader changed something (reply, status, block): the lists refresh. */
  onChanged: () => void;
}

const when = (iso: string) => <time dateTime={iso}>{formatDate(iso, 'moment')}</time>;

/** One conversation: the request, the replies, how its status moved, and what the reader may do next. */
export function ConversationThread({ id, onBack, onDeleted, onOpened, onChanged }: ConversationThreadProps) {
  const [conversation, setConversation] = useState<Conversation | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [generation, setGeneration] = useState(0);

  // The page's bookkeeping when a thread arrives; a new onOpened must not refetch the thread.
  const opened = useEffectEvent(onOpened);
  useEffect(() => {
    const controller = new AbortController();
    setError(null);
    getConversation(id, controller.signal)
      .then((answer) => {
        if (controller.signal.aborted) return;
        if (answer.ok) {
          setConversation(answer.conversation);
          opened(answer.conversation);
        } else {
          setConversation(null);
          setError(answer.error);
        }
      })
      .catch(() => {
        if (!controller.signal.aborted) setError(TEXT.genericError);
      });
    return () => controller.abort();
  }, [id, generation]);

  const refresh = useCallback(() => {
    setGeneration((value) => value + 1);
    onChanged();
  }, [onChanged]);

  // A reply or a status change for this thread arrives on the live stream (issue #26): read it again, without a
  // reload; the thread on screen stays until the new one answers. After a gap in the stream, read it again too.
  useEffect(
    () =>
      onLiveEvent((event) => {
        if (event.type === 'resync' || conversationOfLink(event.notification.link) === id) setGeneration((value) => value + 1);
      }),
    [id],
  );

  const back = (
    <Button startIcon={<ReadingDirectionIcon icon={ArrowBackIcon} data-testid="back-icon" />} onClick={onBack} sx={{ mb: 1 }}>
      {TEXT.backToList}
    </Button>
  );
  if (error) {
    return (
      <Box>
        {back}
        <Alert severity="error">{error}</Alert>
      </Box>
    );
  }
  if (!conversation || String(conversation.id) !== id) return <LoadingState text={TEXT.threadLoading} />;

  const request = requestParts(conversation.request.details);
  const application = applicationOf(conversation);
  // The files the application panel does not already offer (it shows the application's CV when the API names it).
  const attachments = conversation.attachments ?? [];
  return (
    <Paper variant="outlined" component="article" aria-labelledby="thread-title" sx={{ p: { xs: 1.5, sm: 2 } }}>
      {back}
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography id="thread-title" variant="h5" component="h2" sx={{ overflowWrap: 'anywhere' }}>
          {conversation.other_party.name}
        </Typography>
        <StatusChip status={conversation.status} />
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {kindLabel(conversation.kind)}
        {conversation.box && ` · ${REQUEST_DIRECTIONS[conversation.box]} `}
        {conversation.box && when(conversation.created_at)}
      </Typography>
      {conversation.other_party.email && (
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {conversation.other_party.email}
        </Typography>
      )}
      {application && <JobApplicationPanel application={application} poster={conversation.box === 'received'} applicantName={conversation.other_party.name} />}
      {(request.text !== null || request.fields.length > 0) && (
        <Box sx={{ my: 2, p: 1.5, bgcolor: 'action.hover', borderRadius: 1 }}>
          {request.text !== null && <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{request.text}</Typography>}
          {request.fields.map((line) => (
            <Typography key={line} sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {line}
            </Typography>
          ))}
        </Box>
      )}
      <ThreadAttachments conversationId={conversation.id} attachments={attachments} />
      {conversation.other_party.deleted && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {CONVERSATION_TEXTS.otherMemberDeleted}
        </Alert>
      )}
      <ThreadFollowUp conversation={conversation} onChanged={onChanged} />
      {conversation.status === 'more_info' && conversation.box === 'sent' && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {TEXT.moreInfoHint}
        </Alert>
      )}
      <Typography variant="h6" component="h3">
        {TEXT.replies}
      </Typography>
      {conversation.messages.length === 0 ? (
        <Typography color="text.secondary">{TEXT.noReplies}</Typography>
      ) : (
        <List aria-label={TEXT.replies} disablePadding>
          {conversation.messages.map((message) => (
            <ListItem key={message.id} divider sx={{ display: 'block', px: 0 }}>
              <Typography variant="subtitle2" component="p">
                {message.author_name} · {when(message.created_at)}
              </Typography>
              <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{message.body}</Typography>
            </ListItem>
          ))}
        </List>
      )}
      {conversation.status_history.length > 0 && (
        <>
          <Typography variant="h6" component="h3" sx={{ mt: 2 }}>
            {TEXT.statusHistory}
          </Typography>
          <List aria-label={TEXT.statusHistory} dense disablePadding>
            {conversation.status_history.map((change, index) => (
              <ListItem key={`${change.status}-${index}`} sx={{ px: 0, display: 'block' }}>
                <Typography variant="body2">
                  {STATUS_LABELS[change.status] ?? change.status} {change.by === 'system' ? '' : TEXT.changedBy[change.by]} · {when(change.at)}
                  {/* A reason picked from the decline list is shown by its label; one the member wrote, as written. */}
                  {change.reason ? ` — ${OPTION_LABELS.declineReasons[change.reason as keyof typeof OPTION_LABELS.declineReasons] ?? change.reason}` : ''}
                </Typography>
              </ListItem>
            ))}
          </List>
        </>
      )}
      <Divider sx={{ my: 2 }} />
      <ThreadActions conversation={conversation} onChanged={refresh} onDeleted={onDeleted} />
      {conversation.can_reply && (
        <Box sx={{ mt: 2 }}>
          <ReplyForm conversationId={conversation.id} onSent={refresh} />
        </Box>
      )}
    </Paper>
  );
}
