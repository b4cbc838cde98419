// The favicon's own file (public/logo.svg), fetched once for both: imported from src/ it was inlined into every
// first load's JavaScript as a data URL, a second copy of the same image.
export const LOGO_URL = '/logo.svg';
