import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keyBytes } from '../lib/push';
import { mockApi } from '../test/mock-api';
import { renderScreen, signIn, signOut } from '../test/render';
import { PushPromptCard, PushSettings } from './PushControls';

// A VAPID public key's shape: 65 bytes, base64url.
const PUBLIC_KEY = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';

/** A fake Push API: a registration whose pushManager hands out one subscription, and a Notification permission. */
function fakePush({ permission = 'granted' as NotificationPermission, existing = false } = {}) {
  const subscription = {
    endpoint: 'https://push.example/send/abc',
    toJSON: () => ({ endpoint: 'https://push.example/send/abc', expirationTime: null, keys: { p256dh: 'p256', auth: 'auth' } }),
    unsubscribe: vi.fn(async () => true),
  };
  let current: typeof subscription | null = existing ? subscription : null;
  const pushManager = {
    getSubscription: vi.fn(async () => current),
    subscribe: vi.fn(async (_options: PushSubscriptionOptionsInit) => {
      current = subscription;
      return subscription;
    }),
  };
  const registration = { pushManager };
  const serviceWorker = { register: vi.fn(async () => registration), getRegistration: vi.fn(async () => registration) };
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: serviceWorker });
  const notification = { permission: existing ? 'granted' : 'default', requestPermission: vi.fn(async () => permission) };
  vi.stubGlobal('Notification', notification);
  vi.stubGlobal('PushManager', class {});
  return { pushManager, serviceWorker, notification, subscription };
}

describe('push: the card and the settings', () => {
  beforeEach(() => signIn({ role: 'seeker', industry: 'Technology, Engineering & Data' }));
  afterEach(() => {
    vi.unstubAllGlobals();
    delete (navigator as { serviceWorker?: unknown }).serviceWorker;
    signOut();
  });

  it('asks only on the press, subscribes with the API key (userVisibleOnly) and stores the subscription', async () => {
    const push = fakePush();
    const api = mockApi({ 'GET /push/key': { body: { publicKey: PUBLIC_KEY } }, 'POST /push/subscriptions': { status: 201, body: {} } });
    const { user } = renderScreen(<PushPromptCard />);
    const button = await screen.findByRole('button', { name: 'Turn on notifications' });
    expect(push.notification.requestPermission).not.toHaveBeenCalled();
    await user.click(button);
    await waitFor(() => expect(api.callsTo('POST /push/subscriptions')).toHaveLength(1));
    expect(push.notification.requestPermission).toHaveBeenCalledTimes(1);
    const options = push.pushManager.subscribe.mock.calls[0][0];
    expect(options.userVisibleOnly).toBe(true);
    expect(Array.from(options.applicationServerKey as Uint8Array)).toEqual(Array.from(keyBytes(PUBLIC_KEY)));
    expect((options.applicationServerKey as Uint8Array).length).toBe(65);
    expect(api.callsTo('POST /push/subscriptions')[0].body).toEqual(push.subscription.toJSON());
    // On: the card has done its job.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Turn on notifications' })).not.toBeInTheDocument());
  });

  it('Not now hides the card for good on this device', async () => {
    fakePush();
    mockApi({});
    const { user, unmount } = renderScreen(<PushPromptCard />);
    await user.click(await screen.findByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('button', { name: 'Turn on notifications' })).not.toBeInTheDocument();
    unmount();
    renderScreen(<PushPromptCard />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: 'Turn on notifications' })).not.toBeInTheDocument();
  });

  it('says so when the member blocks notifications, and stores nothing', async () => {
    const push = fakePush({ permission: 'denied' });
    const api = mockApi({ 'GET /push/key': { body: { publicKey: PUBLIC_KEY } } });
    const { user } = renderScreen(<PushSettings />);
    await user.click(await screen.findByRole('button', { name: 'Turn on notifications' }));
    expect(await screen.findByText('Notifications are blocked for this site in your browser settings.')).toBeInTheDocument();
    expect(push.pushManager.subscribe).not.toHaveBeenCalled();
    expect(api.callsTo('POST /push/subscriptions')).toHaveLength(0);
  });

  it('shows the failure when the API refuses the subscription', async () => {
    fakePush();
    mockApi({ 'GET /push/key': { body: { publicKey: PUBLIC_KEY } }, 'POST /push/subscriptions': { status: 400, body: { error_message: 'bad' } } });
    const { user } = renderScreen(<PushSettings />);
    await user.click(await screen.findByRole('button', { name: 'Turn on notifications' }));
    expect(await screen.findByText('Notifications could not be turned on. Please try again.')).toBeInTheDocument();
  });

  it('turns off on this device: the API forgets the endpoint, then the browser unsubscribes', async () => {
    const push = fakePush({ existing: true });
    const api = mockApi({ 'DELETE /push/subscriptions': { status: 200, body: {} } });
    const { user } = renderScreen(<PushSettings />);
    expect(await screen.findByText('Notifications are on for this device.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Turn off on this device' }));
    await waitFor(() => expect(push.subscription.unsubscribe).toHaveBeenCalled());
    expect(api.callsTo('DELETE /push/subscriptions')[0].body).toEqual({ endpoint: 'https://push.example/send/abc' });
    expect(await screen.findByRole('button', { name: 'Turn on notifications' })).toBeInTheDocument();
  });

  it('offers nothing where the browser has no Push API', async () => {
    mockApi({});
    renderScreen(<PushSettings />);
    expect(await screen.findByText('This browser cannot show notifications from this site.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
