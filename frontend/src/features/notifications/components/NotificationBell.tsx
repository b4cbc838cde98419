import NotificationsIcon from '@mui/icons-material/Notifications';
import { Badge, Box, IconButton, Menu, MenuItem, Typography } from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { IN_APP_NOTIFICATION_TEXTS, NOTIFICATION_SCREEN_TEXTS as TEXT } from '@community/vocabulary';
import { visuallyHidden } from '../../../components/visually-hidden';
import { onLiveEvent } from '../../../lib/live-events';
import { Link as RouterLink } from '../../../lib/router';
import { getNotifications } from '../api/get-notifications';
import { markNotificationsRead } from '../api/mark-read';
import type { AppNotification } from '../api/types';
import { setNotificationUnread, useNotificationUnread } from '../unread';
import { formatDate } from '../../../lib/i18n/format';

export const NOTIFICATIONS_PAGE = '/notifications';
/** How many the bell's menu shows; the page shows them all. */
const MENU_SIZE = 8;

type Load = { phase: 'loading' } | { phase: 'failed' } | { phase: 'ready'; items: AppNotification[] };

/** Reads the latest notifications while `active`, and puts each live one on top. */
export function useLatestNotifications(active: boolean) {
  const [load, setLoad] = useState<Load>({ phase: 'loading' });
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    if (!active) return undefined;
    const controller = new AbortController();
    setLoad({ phase: 'loading' });
    getNotifications(null, controller.signal)
      .then((page) => {
        setNotificationUnread(page.unread);
        setLoad({ phase: 'ready', items: page.data });
      })
      .catch(() => !controller.signal.aborted && setLoad({ phase: 'failed' }));
    return () => controller.abort();
  }, [active, generation]);
  useEffect(() => {
    if (!active) return undefined;
    return onLiveEvent((event) => {
      if (event.type === 'resync') setGeneration((value) => value + 1);
      else
        setLoad((current) =>
          current.phase === 'ready' && !current.items.some((item) => item.id === event.notification.id)
            ? { phase: 'ready', items: [event.notification, ...current.items] }
            : current,
        );
    });
  }, [active]);
  const retry = useCallback(() => setGeneration((value) => value + 1), []);
  const markRead = useCallback((ids?: number[]) => {
    const at = new Date().toISOString();
    setLoad((current) =>
      current.phase === 'ready'
        ? { phase: 'ready', items: current.items.map((item) => (!ids || ids.includes(item.id) ? { ...item, read_at: item.read_at ?? at } : item)) }
        : current,
    );
    // The count comes back from the server, so a second tab's reads are counted too.
    void markNotificationsRead(ids).then((unread) => unread !== null && setNotificationUnread(unread));
  }, []);
  return { load, retry, markRead };
}

/**
 * A notification's text in the reader's language: its kind's, from the catalogs (the API's `text` is that kind's
 * English text, kept for integrators); a kind this build does not know yet shows the API's text.
 */
const textOf = (item: AppNotification) => (IN_APP_NOTIFICATION_TEXTS as Record<string, string>)[item.kind] ?? item.text;

/** One notification's words: its text, "Unread" for a screen reader, and when. */
export function NotificationText({ item }: { item: AppNotification }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="span" sx={{ display: 'block', whiteSpace: 'normal', fontWeight: item.read_at ? 400 : 600 }}>
        {!item.read_at && <span style={visuallyHidden}>{TEXT.unreadMark}: </span>}
        {textOf(item)}
      </Typography>
      <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
        {formatDate(item.created_at, 'shortMoment')}
      </Typography>
    </Box>
  );
}

function UnreadDot({ item }: { item: AppNotification }) {
  return (
    <Box aria-hidden sx={{ width: 8, height: 8, borderRadius: '50%', flexShrink: 0, mt: 1, mr: 1.5, bgcolor: item.read_at ? 'transparent' : 'primary.main' }} />
  );
}

/**
 * The bell in the app bar (signed in only): its name says the unread count, and it opens a menu of the latest
 * notifications, each a link to its thing that marks it read, with "Mark all as read" and the full page.
 * A menu: arrow keys move between the items, Escape closes and gives the focus back to the bell.
 */
export function NotificationBell() {
  const unread = useNotificationUnread();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = anchor !== null;
  const { load, retry, markRead } = useLatestNotifications(open);
  const close = () => setAnchor(null);
  const count = unread > 99 ? '99+' : unread;

  return (
    <>
      <IconButton
        color="inherit"
        id="notifications-button"
        aria-label={unread > 0 ? TEXT.bellUnread(unread) : TEXT.bell}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? 'notifications-menu' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {/* No badge at all when nothing is unread: an invisible MUI badge keeps its last count in the page, which axe
            reads as visible text missing from the button's name (label-content-name-mismatch). */}
        {unread > 0 ? (
          <Badge badgeContent={count} color="error" data-testid="notifications-count">
            <NotificationsIcon />
          </Badge>
        ) : (
          <NotificationsIcon />
        )}
      </IconButton>
      <Menu
        id="notifications-menu"
        anchorEl={anchor}
        open={open}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ list: { 'aria-label': TEXT.listLabel, dense: true }, paper: { sx: { width: 360, maxWidth: 'calc(100vw - 16px)' } } }}
      >
        {load.phase === 'loading' && (
          <MenuItem disabled role="status">
            {TEXT.loading}
          </MenuItem>
        )}
        {load.phase === 'failed' && <MenuItem onClick={retry}>{`${TEXT.failed} ${TEXT.retry}`}</MenuItem>}
        {load.phase === 'ready' && load.items.length === 0 && <MenuItem disabled>{TEXT.empty}</MenuItem>}
        {load.phase === 'ready' &&
          load.items.slice(0, MENU_SIZE).map((item) => (
            <MenuItem
              key={item.id}
              component={RouterLink}
              to={item.link ?? NOTIFICATIONS_PAGE}
              onClick={() => {
                if (!item.read_at) markRead([item.id]);
                close();
              }}
              sx={{ alignItems: 'flex-start' }}
            >
              <UnreadDot item={item} />
              <NotificationText item={item} />
            </MenuItem>
          ))}
        {load.phase === 'ready' && load.items.some((item) => !item.read_at) && <MenuItem onClick={() => markRead()}>{TEXT.markAllRead}</MenuItem>}
        <MenuItem component={RouterLink} to={NOTIFICATIONS_PAGE} onClick={close} sx={{ color: 'primary.main' }}>
          {TEXT.seeAll}
        </MenuItem>
      </Menu>
    </>
  );
}

export { UnreadDot };
