import { TOKEN_KEY } from './session';

/**
 * A pre-rendered page's first API request, started by a small inline script in its HTML while the browser is still
 * parsing, so the answer is on its way before the app's code has arrived (docs/frontend.md, "The first API request
 * starts with the HTML"). The app takes that response instead of asking again, once, for exactly that request.
 */
export interface EarlyRequest {
  url: string;
  /** The session token the script sent (null: none), so a response is only used by a call made as the same visitor. */
  token: string | null;
  startedAt: number;
  response: Promise<Response>;
}

declare global {
  interface Window {
    __earlyApiRequest?: EarlyRequest;
  }
}

/** A response older than this is not handed over: the app asks again rather than show data that old. */
export const EARLY_REQUEST_MAX_AGE_MS = 30_000;

/** On the `<script>` of the pre-rendered page: the URL to fetch, and whether only a signed-in visitor fetches it. */
export const EARLY_REQUEST_URL_ATTRIBUTE = 'data-api-url';
export const EARLY_REQUEST_SESSION_ATTRIBUTE = 'data-needs-session';

/**
 * The inline script's text. It is the same on every page (the URL is an attribute of the tag, which a CSP hash does not
 * cover), so the content security policy allows it by one sha256 (backend/src/web-app/inline-script-hashes.ts).
 * It sends what apiRequest would send (Accept, and the bearer token read from the session's storage key), reads the
 * token only on the visitor's device, and never fails the page: without storage or fetch the app simply asks itself.
 */
export function earlyRequestScript(): string {
  const attribute = (name: string) => `s.getAttribute(${JSON.stringify(name)})`;
  return [
    '(function(){try{',
    `var s=document.currentScript,u=${attribute(EARLY_REQUEST_URL_ATTRIBUTE)},t=localStorage.getItem(${JSON.stringify(TOKEN_KEY)}),h={Accept:"application/json"};`,
    `if(!u||(s.hasAttribute(${JSON.stringify(EARLY_REQUEST_SESSION_ATTRIBUTE)})&&!t))return;`,
    'if(t)h.Authorization="Bearer "+t;',
    'var r=fetch(u,{headers:h});',
    // Nobody may take it (the visitor leaves first): a failure must not surface as an unhandled rejection.
    'r.catch(function(){});',
    'window.__earlyApiRequest={url:u,token:t,startedAt:Date.now(),response:r};',
    '}catch(e){}})()',
  ].join('');
}

/**
 * The early response for this GET, if the page started exactly this request as this visitor less than
 * EARLY_REQUEST_MAX_AGE_MS ago; it is handed over once. Anything else (another URL, another token, too late, already
 * taken) returns undefined and the caller fetches as usual.
 */
export function takeEarlyResponse(url: string, token: string | null, now = Date.now()): Promise<Response> | undefined {
  if (typeof window === 'undefined') return undefined;
  const early = window.__earlyApiRequest;
  if (!early || early.url !== url) return undefined;
  // Whatever the outcome, a request the page has now made itself is never answered early again.
  delete window.__earlyApiRequest;
  if (early.token !== token || now - early.startedAt > EARLY_REQUEST_MAX_AGE_MS) return undefined;
  return early.response;
}
