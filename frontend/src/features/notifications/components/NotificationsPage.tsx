import { Alert, Box, Button, Container, List, ListItem, ListItemButton, Typography } from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { NOTIFICATION_SCREEN_TEXTS as TEXT } from '@community/vocabulary';
import { PushPromptCard } from '../../../components/PushControls';
import { EmptyState, LoadingState } from '../../../components/StatusStates';
import { onLiveEvent } from '../../../lib/live-events';
import { Link as RouterLink } from '../../../lib/router';
import { getNotifications } from '../api/get-notifications';
import { markNotificationsRead } from '../api/mark-read';
import type { AppNotification } from '../api/types';
import { setNotificationUnread } from '../unread';
import { NotificationText, UnreadDot } from './NotificationBell';

type Load = { phase: 'loading' | 'failed' | 'ready' };

/** /notifications: every notification, newest first, older pages on demand; opening one marks it read. */
export default function NotificationsPage() {
  const [items, setItems] = useState<AppNotification[]>([]);
  const [cursor, setCursor] = useState<string | null>(null);
  const [load, setLoad] = useState<Load>({ phase: 'loading' });
  const [more, setMore] = useState(false);
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setLoad({ phase: 'loading' });
    getNotifications(null, controller.signal)
      .then((page) => {
        setItems(page.data);
        setCursor(page.next_cursor);
        setNotificationUnread(page.unread);
        setLoad({ phase: 'ready' });
      })
      .catch(() => !controller.signal.aborted && setLoad({ phase: 'failed' }));
    return () => controller.abort();
  }, [generation]);

  useEffect(
    () =>
      onLiveEvent((event) => {
        if (event.type === 'resync') setGeneration((value) => value + 1);
        else setItems((current) => (current.some((item) => item.id === event.notification.id) ? current : [event.notification, ...current]));
      }),
    [],
  );

  const loadMore = async () => {
    if (!cursor) return;
    setMore(true);
    try {
      const page = await getNotifications(cursor);
      setItems((current) => [...current, ...page.data.filter((item) => !current.some((seen) => seen.id === item.id))]);
      setCursor(page.next_cursor);
    } catch {
      setLoad({ phase: 'failed' });
    } finally {
      setMore(false);
    }
  };

  const markRead = useCallback((ids?: number[]) => {
    const at = new Date().toISOString();
    setItems((current) => current.map((item) => (!ids || ids.includes(item.id) ? { ...item, read_at: item.read_at ?? at } : item)));
    // The count comes back from the server, so a second tab's reads are counted too.
    void markNotificationsRead(ids).then((unread) => unread !== null && setNotificationUnread(unread));
  }, []);

  return (
    <Container maxWidth="md" sx={{ py: 4, px: { xs: 1.5, sm: 3 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <Typography variant="h4" component="h1" sx={{ flex: 1 }}>
          {TEXT.heading}
        </Typography>
        {items.some((item) => !item.read_at) && (
          <Button variant="outlined" onClick={() => markRead()}>
            {TEXT.markAllRead}
          </Button>
        )}
      </Box>
      <PushPromptCard />
      {load.phase === 'loading' && <LoadingState text={TEXT.loading} />}
      {load.phase === 'failed' && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => setGeneration((value) => value + 1)}>
              {TEXT.retry}
            </Button>
          }
        >
          {TEXT.failed}
        </Alert>
      )}
      {load.phase === 'ready' && items.length === 0 && <EmptyState text={TEXT.empty} />}
      {load.phase === 'ready' && items.length > 0 && (
        <List aria-label={TEXT.listLabel}>
          {items.map((item) => (
            <ListItem key={item.id} disablePadding divider>
              <ListItemButton
                component={RouterLink}
                to={item.link ?? '/notifications'}
                onClick={() => !item.read_at && markRead([item.id])}
                sx={{ alignItems: 'flex-start' }}
              >
                <UnreadDot item={item} />
                <NotificationText item={item} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
      {load.phase === 'ready' && cursor && (
        <Button onClick={loadMore} disabled={more} aria-busy={more}>
          {more ? TEXT.loading : TEXT.loadMore}
        </Button>
      )}
    </Container>
  );
}
