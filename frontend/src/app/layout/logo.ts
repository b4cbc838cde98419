// The favicon's own file (public/logo.svg), fetched once for both: imported from src/ it was inlined into every
// first load's JavaScript as a data URL, a second copy of the same image. Its <img> tags ask for it at low priority:
// it is a small decoration, and React's pre-render would otherwise put a `<link rel="preload">` for it at the start
// of the pre-rendered markup, ahead of the page (render-page.test.tsx).
export const LOGO_URL = '/logo.svg';
