import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { isLanguage } from '@community/vocabulary';
import { App } from './app/App';
import { prepareLanguage } from './lib/i18n/direction';
import { setLanguage } from './lib/i18n/language';
import { followLanguageOnSignIn } from './lib/i18n/account-language';

const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// Public pages arrive pre-rendered (scripts/prerender.mjs): React takes over that markup; other routes get the empty shell.
// As a transition the first render yields to the browser every few milliseconds instead of holding the main thread
// in one long task, so taps and scrolls stay answered while the app starts (Lighthouse's Total Blocking Time).
function start() {
  startTransition(() => {
    if (container.hasChildNodes()) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
}

// The server chose the page's language (the cookie, then Accept-Language) and wrote it in <html lang dir>; a page in
// another language than English first loads its catalog and right-to-left styles (their own chunks), so hydration
// renders exactly the pre-rendered text and direction: nothing flashes in English or left to right.
followLanguageOnSignIn();
const language = document.documentElement.lang;
if (isLanguage(language) && language !== 'en') {
  void prepareLanguage(language).then(() => {
    setLanguage(language);
    start();
  });
} else start();
