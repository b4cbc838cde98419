// A module loader hook (node:module register) for scripts/prerender.mjs: it reports every module Node loads, so the
// pre-render learns which lazy chunks a route's render needed and can name their browser twins in the page's HTML.
let port;

export function initialize(data) {
  port = data.port;
}

export async function load(url, context, nextLoad) {
  port.postMessage(url);
  return nextLoad(url, context);
}
