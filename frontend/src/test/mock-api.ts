import { vi } from 'vitest';
import { allowApiData, unmark } from './pseudo-language';

export interface RecordedCall {
  method: string;
  path: string;
  url: URL;
  body: unknown;
  headers: Record<string, string>;
}

export type Reply = { status?: number; body?: unknown } | 'network-error' | Promise<{ status?: number; body?: unknown }>;
type Route = Reply | ((call: RecordedCall) => Reply);

/**
 * Stubs fetch for component tests: routes are 'METHOD /path' below /api/v1 (query ignored).
 * Unknown routes answer 404. Returns the recorded calls.
 */
export function mockApi(routes: Record<string, Route>) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const path = url.pathname.replace(/^\/api\/v1/, '');
    let body: unknown = init.body;
    // What the page sends is read through the pseudo-language's marks, like what it shows (test/pseudo-language.ts).
    if (typeof init.body === 'string') body = JSON.parse(unmark(init.body));
    const call: RecordedCall = { method, path, url, body, headers: (init.headers ?? {}) as Record<string, string> };
    calls.push(call);
    const route = routes[`${method} ${path}`];
    const reply = typeof route === 'function' ? route(call) : (route ?? { status: 404, body: { error_message: 'Not found' } });
    if (reply === 'network-error') throw new TypeError('Failed to fetch');
    const { status = 200, body: answer = {} } = await reply;
    allowApiData(answer);
    return new Response(JSON.stringify(answer), { status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock, callsTo: (key: string) => calls.filter((c) => `${c.method} ${c.path}` === key) };
}

/** A reply that waits until released, to observe busy states. */
export function deferredReply() {
  let release!: (reply: { status?: number; body?: unknown }) => void;
  const promise = new Promise<{ status?: number; body?: unknown }>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}
