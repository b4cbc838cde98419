import { apiRequest } from './api-client';

/**
 * Web Push for the signed-in member (issue #26): the service worker (public/sw.js) is registered only after sign-in,
 * and the browser is asked for permission only when the member presses a button (the card or My account), never
 * on a public page or a first paint.
 */
export type PushState = 'unsupported' | 'denied' | 'on' | 'off';

export const SERVICE_WORKER_URL = '/sw.js';

export function pushSupported(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

/** Registers /sw.js at the site's root scope; resolves null where service workers are missing (or refused). */
export async function registerServiceWorker(): Promise<ServiceWorkerRegistration | null> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return null;
  try {
    return await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
  } catch {
    return null;
  }
}

async function registration(): Promise<ServiceWorkerRegistration | null> {
  return (await navigator.serviceWorker.getRegistration('/')) ?? (await registerServiceWorker());
}

/** The VAPID public key (base64url) as the bytes `applicationServerKey` takes. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = (base64url + '='.repeat((4 - (base64url.length % 4)) % 4)).replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let index = 0; index < raw.length; index += 1) bytes[index] = raw.charCodeAt(index);
  return bytes;
}

export async function currentPushState(): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  const found = await navigator.serviceWorker.getRegistration('/');
  const subscription = await found?.pushManager.getSubscription();
  return subscription && Notification.permission === 'granted' ? 'on' : 'off';
}

/**
 * Asks the browser (the permission prompt, then the Push API) and stores the subscription with the API. Resolves
 * the state afterwards; throws when the API refuses or the push service cannot be reached.
 */
export async function turnOnPush(): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return 'denied';
  if (permission !== 'granted') return 'off';
  const found = await registration();
  if (!found) return 'unsupported';
  const key = await apiRequest<{ publicKey?: string }>('/push/key');
  if (!key.ok || !key.data.publicKey) throw new Error('push key');
  const subscription =
    (await found.pushManager.getSubscription()) ??
    (await found.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(key.data.publicKey) }));
  const stored = await apiRequest('/push/subscriptions', { method: 'POST', body: subscription.toJSON() });
  if (!stored.ok) throw new Error('push subscription');
  return 'on';
}

/** Forgets this device: the API first (so no push is sent to it), then the browser's subscription. */
export async function turnOffPush(): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  const found = await navigator.serviceWorker.getRegistration('/');
  const subscription = await found?.pushManager.getSubscription();
  if (subscription) {
    await apiRequest('/push/subscriptions', { method: 'DELETE', body: { endpoint: subscription.endpoint } });
    await subscription.unsubscribe();
  }
  return 'off';
}

const DISMISSED_KEY = 'push-card-dismissed';

export function pushCardDismissed(): boolean {
  try {
    return window.localStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

export function dismissPushCard() {
  try {
    window.localStorage.setItem(DISMISSED_KEY, '1');
  } catch {
    // Private mode: the card comes back next time, which is harmless.
  }
}
