import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';

const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// Public pages arrive pre-rendered (scripts/prerender.mjs): React takes over that markup; other routes get the empty shell.
if (container.hasChildNodes()) hydrateRoot(container, app);
else createRoot(container).render(app);
