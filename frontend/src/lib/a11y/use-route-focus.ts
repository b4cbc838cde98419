import { useEffect, useRef } from 'react';
import { useLocation } from '../router';

/** How long to wait for a lazy page's heading to appear before giving up (the focus then stays where it was). */
const HEADING_WAIT_MS = 10_000;

function focusHeading(heading: HTMLElement) {
  // Focusable by script only, so Tab still skips it.
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: false });
}

/**
 * After a client-side route change, the document title names the new page and the focus moves to its main heading
 * (`main h1`), so a screen reader says where the user landed and the next Tab starts at the page, not at the link
 * that was followed. Nothing moves on the first render (a pre-rendered page keeps its markup, and a page opened
 * directly starts at the top like any other), nor when only the query or a sub-path of the same section changes
 * (tabs of My account, a thread of Messages), where the user's place matters more.
 */
export function useRouteFocus(titleOf: (pathname: string) => string, sectionOf: (pathname: string) => string) {
  const { pathname } = useLocation();
  const previousSection = useRef<string | null>(null);

  useEffect(() => {
    document.title = titleOf(pathname);
  }, [pathname, titleOf]);

  useEffect(() => {
    const section = sectionOf(pathname);
    const previous = previousSection.current;
    previousSection.current = section;
    if (previous === null || previous === section) return;
    const found = document.querySelector<HTMLElement>('main h1');
    if (found) {
      focusHeading(found);
      return;
    }
    // A lazy page or one that loads its data first: wait for its heading.
    const observer = new MutationObserver(() => {
      const heading = document.querySelector<HTMLElement>('main h1');
      if (!heading) return;
      observer.disconnect();
      clearTimeout(giveUp);
      focusHeading(heading);
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const giveUp = setTimeout(() => observer.disconnect(), HEADING_WAIT_MS);
    return () => {
      observer.disconnect();
      clearTimeout(giveUp);
    };
  }, [pathname, sectionOf]);
}
