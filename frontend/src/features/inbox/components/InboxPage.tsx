import { Box, Button, Chip, Container, List, ListItem, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { MESSAGES, SCREEN_TEXTS } from '@community/vocabulary';
import { ScrollArea } from '../../../components/ScrollArea';
import { EmptyState, LoadingState } from '../../../components/StatusStates';
import { usePagedList } from '../../../lib/use-paged-list';
import { getInbox, type InboxMessage } from '../api/get-inbox';
import { markRead } from '../api/mark-read';
import { detailLines, sectionName } from './message-details';

const INBOX_HEIGHT_PX = 600;

export default function InboxPage() {
  const list = usePagedList(getInbox);
  const [readIds, setReadIds] = useState<Set<InboxMessage['id']>>(new Set());

  async function handleMarkRead(message: InboxMessage) {
    if (await markRead(message.id)) setReadIds((current) => new Set(current).add(message.id));
  }

  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {SCREEN_TEXTS.nav.inbox}
      </Typography>
      <ScrollArea maxHeight={INBOX_HEIGHT_PX} label="Messages" onEndReached={list.loadMore}>
        {list.loading ? (
          <LoadingState text={MESSAGES.directory.loading} />
        ) : list.items.length === 0 ? (
          <EmptyState text={SCREEN_TEXTS.inboxEmpty} />
        ) : (
          <List aria-label="Messages">
            {list.items.map((message) => {
              const read = message.read || readIds.has(message.id);
              return (
                <ListItem key={message.id} divider alignItems="flex-start" sx={{ display: 'block', bgcolor: read ? undefined : 'action.hover' }}>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                    <Typography variant="subtitle1" component="h2">
                      {message.full_name}
                    </Typography>
                    <Chip size="small" label={sectionName(message.section)} />
                    {!read && <Chip size="small" color="primary" label="New" />}
                    <Typography variant="body2" color="text.secondary" component="time" dateTime={message.created_at} sx={{ ml: 'auto' }}>
                      {new Date(message.created_at).toLocaleString()}
                    </Typography>
                  </Stack>
                  <Typography variant="body2" color="text.secondary">
                    {message.email}
                  </Typography>
                  <Box sx={{ my: 1 }}>
                    {detailLines(message.details).map((line) => (
                      <Typography key={line} sx={{ whiteSpace: 'pre-line' }}>
                        {line}
                      </Typography>
                    ))}
                  </Box>
                  {!read && (
                    <Button size="small" onClick={() => void handleMarkRead(message)} aria-label={`${SCREEN_TEXTS.buttons.markRead}: ${message.full_name}`}>
                      {SCREEN_TEXTS.buttons.markRead}
                    </Button>
                  )}
                </ListItem>
              );
            })}
          </List>
        )}
      </ScrollArea>
    </Container>
  );
}
