import { Box, List, ListItem, Typography } from '@mui/material';
import { Labeled, ListButton, Show, SimpleShowLayout, TextField, TopToolbar, useRecordContext } from 'react-admin';
import { LanguageDateField } from '../common/LanguageDateField';
import { ADMIN_PANEL_TEXTS, CONVERSATION_SCREEN_TEXTS, KIND_LABELS, OPTION_LABELS, STATUS_LABELS } from '@community/vocabulary';
import { LabelField } from '../common/LabelField';
import type { ApiSchema } from '../../lib/api-client';
import { requestParts } from '../../lib/request-details';
import { ReportActionButton } from './ReportActions';
import { ReportStatusField } from './ReportStatusField';
import { formatDate } from '../../lib/i18n/format';

type Report = ApiSchema<'AdminReportDto'>;

function ReportShowActions() {
  const record = useRecordContext<Report>();
  const open = record?.status === 'open';
  return (
    <TopToolbar>
      <ListButton />
      {open && <ReportActionButton action="dismiss" />}
      {open && record?.reported_user && !record.reported_user.suspended && <ReportActionButton action="suspend_member" />}
    </TopToolbar>
  );
}

/**
 * The reported conversation as the report lets the admin see it (the API decides): its kind, status and date,
 * the reported message with Delete message while the report is open, and a request only when it is the reported
 * content. Never a legal or clinic request's details, nor the other replies.
 */
function ReportedConversationField() {
  const record = useRecordContext<Report>();
  const conversation = record?.conversation;
  if (!conversation) return <Typography>{ADMIN_PANEL_TEXTS.noConversation}</Typography>;
  const open = record.status === 'open';
  const request = requestParts(conversation.request?.details);
  return (
    <Box>
      <Typography variant="body2" color="text.secondary">
        {KIND_LABELS[conversation.kind] ?? conversation.kind}
        {conversation.status ? ` · ${STATUS_LABELS[conversation.status] ?? conversation.status}` : ''}
        {conversation.created_at ? ` · ${ADMIN_PANEL_TEXTS.conversationStarted(formatDate(conversation.created_at, 'moment'))}` : ''}
      </Typography>
      {[...(request.text === null ? [] : [request.text]), ...request.fields].map((line) => (
        <Typography key={line} sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {line}
        </Typography>
      ))}
      {conversation.messages.length === 0 && <Typography>{CONVERSATION_SCREEN_TEXTS.reportNamesNoMessage}</Typography>}
      <List aria-label={ADMIN_PANEL_TEXTS.reportedMessage} dense>
        {conversation.messages.map((message) => (
          <ListItem key={message.id} divider sx={{ display: 'block', px: 0 }}>
            <Typography variant="subtitle2" component="p">
              {message.author_name} · {formatDate(message.created_at, 'moment')}
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{message.body}</Typography>
            {open && <ReportActionButton action="delete_message" messageId={message.id} ariaLabel={ADMIN_PANEL_TEXTS.deleteMessageFrom(message.author_name)} />}
          </ListItem>
        ))}
      </List>
    </Box>
  );
}

/** What the admin decided, as a sentence (the buttons say it as a verb). */
function ResolutionField() {
  const record = useRecordContext<Report>();
  const resolution = record?.resolution;
  return (
    <Typography component="span" variant="body2">
      {resolution ? (ADMIN_PANEL_TEXTS.reportResolutions[resolution] ?? resolution) : ADMIN_PANEL_TEXTS.reportUndecided}
    </Typography>
  );
}

function ReportedMemberField() {
  const record = useRecordContext<Report>();
  return (
    <Typography component="span" variant="body2">
      {!record?.reported_user
        ? ADMIN_PANEL_TEXTS.noneShort
        : record.reported_user.suspended
          ? ADMIN_PANEL_TEXTS.suspendedName(record.reported_user.name)
          : record.reported_user.name}
    </Typography>
  );
}

export function ReportShow() {
  return (
    <Show actions={<ReportShowActions />} title={ADMIN_PANEL_TEXTS.reportTitle}>
      <SimpleShowLayout>
        <LabelField source="reason" labels={OPTION_LABELS.reportReasons} />
        <TextField source="details" emptyText={ADMIN_PANEL_TEXTS.noneGiven} sx={{ whiteSpace: 'pre-wrap' }} />
        <Labeled label={ADMIN_PANEL_TEXTS.columns.status}>
          <ReportStatusField />
        </Labeled>
        <Labeled label={ADMIN_PANEL_TEXTS.columns.resolution}>
          <ResolutionField />
        </Labeled>
        <TextField source="reporter.name" label={ADMIN_PANEL_TEXTS.columns.reporter} />
        <Labeled label={ADMIN_PANEL_TEXTS.columns.reportedMember}>
          <ReportedMemberField />
        </Labeled>
        <LanguageDateField source="created_at" label={ADMIN_PANEL_TEXTS.columns.reported} showTime />
        <LanguageDateField source="resolved_at" label={ADMIN_PANEL_TEXTS.decided} showTime emptyText={ADMIN_PANEL_TEXTS.reportUndecided} />
        <Labeled label={ADMIN_PANEL_TEXTS.columns.conversation}>
          <ReportedConversationField />
        </Labeled>
      </SimpleShowLayout>
    </Show>
  );
}
