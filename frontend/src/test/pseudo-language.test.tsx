import { render, screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEB_TEXTS } from '@community/vocabulary/catalogs/web-texts';
import { languageSnapshot, registerCatalog, setLanguage } from '../lib/i18n/language';
import { CLOSE_MARK, OPEN_MARK, PSEUDO_LANGUAGE, allowApiData, pseudoCatalog, seeThroughMarks, unmarkedTexts } from './pseudo-language';
import { SCREEN_TEXTS } from '@community/vocabulary';
import { SCREEN_TEXTS as ENGLISH } from '@community/vocabulary/index';
// The table as a component reads it (a test file's `@community/vocabulary` reads through the marks).
import { SCREEN_TEXTS as SCREENS_READ } from '../lib/i18n/tables/screen-texts';

const marked = (text: string) => `${OPEN_MARK}${text}${CLOSE_MARK}`;

describe('the pseudo-language (the default run)', () => {
  // In a plain run (PSEUDO_LANGUAGE=0) this file turns it on for itself.
  const before = languageSnapshot();
  beforeAll(() => {
    if (PSEUDO_LANGUAGE) return;
    registerCatalog('pseudo', pseudoCatalog(), WEB_TEXTS);
    seeThroughMarks(window);
    setLanguage('pseudo');
  });
  afterAll(() => setLanguage(before));

  it('marks the catalogs’ texts on the page, while a test and its queries read them without the marks', () => {
    render(
      <form aria-label={marked('Search form')}>
        <h1>{SCREENS_READ.nav.home}</h1>
        <label>
          {marked('Search')}
          <input placeholder={marked('Find a member')} title={marked('Type a name')} defaultValue={marked('Sam')} />
        </label>
        <img alt={marked('Logo')} src="logo.svg" />
        <button type="button">{marked('Send')}</button>
      </form>,
    );
    const heading = screen.getByRole('heading', { level: 1 });
    // What the component rendered carries the marks...
    expect((heading.firstChild as Text).data).toBe(marked(ENGLISH.nav.home));
    // ...which Testing Library, jest-dom and the tables a test imports see through.
    expect(heading).toHaveTextContent(ENGLISH.nav.home);
    expect(heading.textContent).toBe(ENGLISH.nav.home);
    expect(SCREEN_TEXTS.nav.home).toBe(ENGLISH.nav.home);
    expect(SCREENS_READ.nav.home).toBe(marked(ENGLISH.nav.home));
    expect(screen.getByRole('heading', { name: SCREEN_TEXTS.nav.home })).toBe(heading);
    expect(screen.getByRole('form', { name: 'Search form' })).toBeInTheDocument();
    const input = screen.getByRole('textbox', { name: 'Search' });
    expect(screen.getByLabelText('Search')).toBe(input);
    expect(screen.getByPlaceholderText('Find a member')).toBe(input);
    expect(screen.getByTitle('Type a name')).toBe(input);
    expect(screen.getByDisplayValue('Sam')).toBe(input);
    expect(input).toHaveValue('Sam');
    expect(input).toHaveAttribute('placeholder', 'Find a member');
    expect(screen.getByAltText('Logo')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toHaveAccessibleName('Send');
    expect(screen.getByText('Send')).toBeInTheDocument();
    expect(unmarkedTexts(document.body)).toEqual([]);
  });

  it('finds a text on the page that no catalog gave, and allows one in an element of another language', () => {
    // Outside the page (the check after each test reads the page): this test is about the check itself.
    const { container } = render(
      <p>
        {marked('Signed in as')} <span>Sam</span> <span lang="ar">العربية</span> Export
      </p>,
      { container: document.createElement('div') },
    );
    expect(unmarkedTexts(container)).toEqual(['Sam', 'Export']);
  });

  it('allows an address in the app, and a name the data gave with its initials', () => {
    const { container } = render(
      <p>
        <span>/messages/7</span> <span>Zora Quill</span> <span>ZQ</span> <span>XY</span>
      </p>,
      { container: document.createElement('div') },
    );
    // allowApiData is the pseudo-language run's: in a plain run nothing is allowed but the address.
    allowApiData({ name: 'Zora Quill' });
    expect(unmarkedTexts(container)).toEqual(PSEUDO_LANGUAGE ? ['XY'] : ['Zora Quill', 'ZQ', 'XY']);
  });
});
