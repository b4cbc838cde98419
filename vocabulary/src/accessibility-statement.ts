import { SITE_LABELS } from './site-labels';

/** The accessibility statement page (/accessibility, issue #15), linked in the footer. */
export const ACCESSIBILITY_STATEMENT = {
  footerLink: SITE_LABELS.accessibility,
  heading: 'Accessibility statement',
  intro:
    'We want everyone to be able to use Community Network: with a keyboard alone, a screen reader, a switch, a magnifier or a phone. We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.1 at level AA.',
  supportedHeading: 'What you can expect',
  supported: [
    'Every page and dialog can be used with a keyboard alone, with a visible focus; dialogs keep the focus inside until they close, then return it to the button that opened them.',
    'After you follow a link inside the site, the focus moves to the new page’s main heading and the window title names the page.',
    'When a form has errors, a summary titled “There is a problem” appears above it, lists each error as a link to its field, and each field says what is wrong.',
    'Busy buttons (Submitting..., Sending...), results, loading and empty lists, more results loaded as you scroll and your unread messages are read out by screen readers.',
    'Pages reflow to a width of 320 pixels (400% zoom) without scrolling sideways, also with larger letter, word and line spacing (WCAG 1.4.12).',
    'If you ask your device to reduce motion, typed text appears whole instead of letter by letter.',
    'The public pages are readable before their scripts arrive, and without JavaScript.',
  ],
  testedHeading: 'How we tested',
  tested: [
    'Every screen, dialog and the admin panel is checked with axe-core (WCAG 2.1 A and AA) in Chromium, with nothing excluded.',
    'Browser tests run the main journeys with the keyboard alone (sign-up, sign-in, the contact form, posting an ad, replying to and accepting a request, editing your profile, reporting a conversation).',
    'Browser tests check where the focus goes, what the live regions say, the window titles, reduced motion, and every page at 320 pixels with and without increased text spacing.',
  ],
  limitsHeading: 'Known limits',
  limits: ['Automatic checks find only part of what can block people; we have not yet run a study with users of assistive technology.'],
  reportHeading: 'Report a problem',
  report: 'If something on this site is hard to use, or you need information in another format, tell us through the contact form with the subject Support.',
  reportLink: 'Report an accessibility problem',
  /** The contact form's subject the report link preselects (`/contact?subject=Support`). */
  reportSubject: 'Support',
  updated: 'This statement was last reviewed in November 2026.',
} as const;
