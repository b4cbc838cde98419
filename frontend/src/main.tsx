import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';

const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// Public pages arrive pre-rendered (scripts/prerender.mjs): React takes over that markup; other routes get the empty shell.
// As a transition the first render yields to the browser every few milliseconds instead of holding the main thread
// in one long task, so taps and scrolls stay answered while the app starts (Lighthouse's Total Blocking Time).
startTransition(() => {
  if (container.hasChildNodes()) hydrateRoot(container, app);
  else createRoot(container).render(app);
});
