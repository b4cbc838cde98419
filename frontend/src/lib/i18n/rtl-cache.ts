import createCache from '@emotion/cache';
import rtlPlugin from '@mui/stylis-plugin-rtl';
import { prefixer } from 'stylis';

/**
 * Emotion's cache for right-to-left pages (MUI's RTL guide): the plugin mirrors every physical property (margin-left,
 * padding-right, left: 6px...) as the styles are written, so `sx={{ mr: 1 }}` is the margin on the reading end in
 * both directions. Its own key, so a right-to-left page's pre-rendered <style data-emotion="rtl ..."> tags are adopted
 * by this cache on hydration and never mixed with the left-to-right ones ('css'). Loaded only for a right-to-left page.
 */
export function createRtlCache(key = 'rtl') {
  return createCache({ key, stylisPlugins: [prefixer, rtlPlugin] });
}
