import { Box, Button, Chip, List, ListItem, ListItemButton, Stack, Typography } from '@mui/material';
import { CONVERSATION_SCREEN_TEXTS as TEXT, LIST_PAGING_TEXTS, SCREEN_TEXTS } from '@community/vocabulary';
import { kindLabel } from './kind-label';
import { EmptyState, LoadingState } from '../../../components/StatusStates';
import type { PagedList } from '../../../lib/use-paged-list';
import type { ConversationSummary } from '../api/types';
import { StatusChip } from './StatusChip';
import { ConversationPreview } from './ConversationPreview';
import { formatDate } from '../../../lib/i18n/format';

interface ConversationListProps {
  label: string;
  list: PagedList<ConversationSummary>;
  emptyText: string;
  selectedId: string | null;
  onOpen: (conversation: ConversationSummary) => void;
}

/** One box's conversations, latest activity first; a row opens its thread. */
export function ConversationList({ label, list, emptyText, selectedId, onOpen }: ConversationListProps) {
  if (list.loading) return <LoadingState text={TEXT.loading} />;
  if (list.items.length === 0) return <EmptyState text={emptyText} />;
  return (
    <Box>
      <List aria-label={label} disablePadding>
        {list.items.map((conversation) => {
          const selected = String(conversation.id) === selectedId;
          return (
            <ListItem key={conversation.id} disablePadding divider>
              <ListItemButton selected={selected} aria-current={selected ? 'true' : undefined} onClick={() => onOpen(conversation)} sx={{ display: 'block' }}>
                <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                  <Typography component="span" sx={{ fontWeight: conversation.unread ? 700 : 400 }}>
                    {conversation.other_party.name}
                  </Typography>
                  {conversation.unread && <Chip size="small" color="primary" label={TEXT.unreadMark} />}
                  <StatusChip status={conversation.status} />
                </Stack>
                <ConversationPreview conversation={conversation} />
                <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
                  {kindLabel(conversation.kind)} · <time dateTime={conversation.last_activity_at}>{formatDate(conversation.last_activity_at, 'moment')}</time>
                </Typography>
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
      {list.hasMore && (
        <Button onClick={list.loadMore} disabled={list.loadingMore} sx={{ mt: 1 }}>
          {list.loadingMore ? LIST_PAGING_TEXTS.loadingMore : SCREEN_TEXTS.buttons.loadMore}
        </Button>
      )}
    </Box>
  );
}
