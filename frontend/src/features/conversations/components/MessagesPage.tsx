import { Box, Container, Tab, Tabs, Typography, useMediaQuery, useTheme } from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { PushPromptCard } from '../../../components/PushControls';
import { conversationOfLink, onLiveEvent } from '../../../lib/live-events';
import { useNavigate, useParams, useSearchParams } from '../../../lib/router';
import { CONVERSATION_SCREEN_TEXTS as TEXT, A11Y_TEXTS } from '@community/vocabulary';
import { useSession } from '../../../lib/session';
import { usePagedList, type PageFetcher } from '../../../lib/use-paged-list';
import { getConversations } from '../api/get-conversations';
import type { ConversationBox, ConversationSummary } from '../api/types';
import { MESSAGES_PATH } from '../paths';
import { refreshUnreadCount, setUnreadCount } from '../unread-count';
import { AvailabilityPanel } from './AvailabilityPanel';
import { ConversationList } from './ConversationList';
import { ConversationThread } from './ConversationThread';
import { receivesRequests } from './receives-requests';

// Read at render (not at import), so the boxes' names follow the page's language.
const boxes = (): Record<ConversationBox, { label: string; empty: string }> => ({
  received: { label: TEXT.received, empty: TEXT.emptyReceived },
  sent: { label: TEXT.sent, empty: TEXT.emptySent },
});

/**
 * Messages: the requests a member received and sent, as conversations. The thread is in the path
 * (/messages/12, the link the emails carry) and the box in the query (?box=sent), so Back works.
 */
export default function MessagesPage() {
  const session = useSession();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  const navigate = useNavigate();
  const { id: openId = null } = useParams();
  const [params] = useSearchParams();
  const box: ConversationBox = params.get('box') === 'sent' ? 'sent' : 'received';
  // What opening a thread changed (read, and new → read), shown in the list without reloading it.
  const [opened, setOpened] = useState<Map<string, Pick<ConversationSummary, 'status'>>>(new Map());

  const fetchPage = useCallback<PageFetcher<ConversationSummary>>(
    async (cursor, signal) => {
      const page = await getConversations({ box, cursor }, signal);
      if (!cursor) setUnreadCount(page.unread);
      return page;
    },
    [box],
  );
  const list = usePagedList(fetchPage);
  const items = list.items.map((item) => {
    const seen = opened.get(String(item.id));
    return seen ? { ...item, ...seen, unread: false } : item;
  });

  const show = (nextBox: ConversationBox, conversation: string | null) =>
    navigate(`${MESSAGES_PATH}${conversation ? `/${conversation}` : ''}${nextBox === 'sent' ? '?box=sent' : ''}`);

  const handleOpened = useCallback((conversation: Pick<ConversationSummary, 'id' | 'status'>) => {
    setOpened((current) => new Map(current).set(String(conversation.id), { status: conversation.status }));
    void refreshUnreadCount();
  }, []);
  const { reload, refresh } = list;
  const handleChanged = useCallback(() => reload(), [reload]);
  // A new request, reply or status change arrives on the live stream (issue #26): the list reads its first page
  // again, keeping the rows on screen until it answers (and the unread count comes with that page).
  useEffect(
    () =>
      onLiveEvent((event) => {
        if (event.type === 'resync' || conversationOfLink(event.notification.link) !== null) refresh();
      }),
    [refresh],
  );

  const thread = openId && (
    <ConversationThread
      key={openId}
      id={openId}
      onBack={() => show(box, null)}
      onDeleted={() => {
        reload();
        show(box, null);
      }}
      onOpened={handleOpened}
      onChanged={handleChanged}
    />
  );
  const names = boxes();
  const listPane = (
    <>
      <Tabs value={box} onChange={(_, value: ConversationBox) => show(value, null)} aria-label={A11Y_TEXTS.regions.messageBoxes} sx={{ mb: 1 }}>
        {(Object.keys(names) as ConversationBox[]).map((name) => (
          <Tab key={name} value={name} id={`box-tab-${name}`} aria-controls="box-panel" label={names[name].label} />
        ))}
      </Tabs>
      <Box id="box-panel" role="tabpanel" aria-labelledby={`box-tab-${box}`}>
        <ConversationList
          label={TEXT.boxList(names[box].label)}
          list={{ ...list, items }}
          emptyText={names[box].empty}
          selectedId={openId}
          onOpen={(conversation) => show(box, String(conversation.id))}
        />
      </Box>
    </>
  );

  return (
    <Container maxWidth="lg" sx={{ py: 4, px: { xs: 1.5, sm: 3 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {TEXT.navLabel}
      </Typography>
      {/* The polite ask for push (issue #26): after sign-in, once the device's state is known; dismissible. */}
      <PushPromptCard />
      {receivesRequests({ role: session.role, industry: session.industry }) && <AvailabilityPanel />}
      {wide ? (
        <Box sx={{ display: 'grid', gridTemplateColumns: '5fr 7fr', gap: 3, alignItems: 'start' }}>
          <Box>{listPane}</Box>
          <Box>{thread || <Typography color="text.secondary">{TEXT.selectThread}</Typography>}</Box>
        </Box>
      ) : (
        // On a phone the thread takes the screen; Back to messages returns to the list.
        <Box>{thread || listPane}</Box>
      )}
    </Container>
  );
}
