import { useEffect } from 'react';
import { registerServiceWorker } from '../../../lib/push';
import { useSession } from '../../../lib/session';
import { startLiveNotifications } from '../live';
import { resetNotificationUnread } from '../unread';
import { NotificationBell } from './NotificationBell';

/**
 * What a signed-in member's app bar adds, loaded as its own chunk only once a session exists and the page has
 * loaded and idled (lib/use-after-load.ts, app/layout/NavBar.tsx): the bell, the one live stream (started here, stopped on sign-out or a new
 * token) and the service worker's registration. A signed-out page never fetches any of it.
 */
export default function SignedInNotifications() {
  const { token } = useSession();
  useEffect(() => {
    if (!token) return undefined;
    const stop = startLiveNotifications();
    return () => {
      stop();
      resetNotificationUnread();
    };
  }, [token]);
  useEffect(() => {
    void registerServiceWorker();
  }, []);
  return <NotificationBell />;
}
