import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { INDUSTRIES } from '@community/vocabulary';
import { OPTION_LABELS_AR } from '@community/vocabulary/catalogs/ar-more';
import { loadLanguage, setLanguage } from '../lib/i18n/language';
import { IndustrySelect } from './IndustrySelect';

describe('IndustrySelect', () => {
  afterEach(() => setLanguage('en'));

  it("names each industry in the reader's language and still sends the spec's English value", async () => {
    await loadLanguage('ar');
    setLanguage('ar');
    render(<IndustrySelect id="industry" value="Health & Sciences" onChange={() => undefined} />);
    const select = screen.getByRole('combobox');
    const health = within(select).getByRole('option', { name: OPTION_LABELS_AR.industries['Health & Sciences'] });
    expect(health).toHaveValue('Health & Sciences');
    expect(select).toHaveValue('Health & Sciences');
    expect(within(select).queryByRole('option', { name: 'Health & Sciences' })).not.toBeInTheDocument();
    expect(
      within(select)
        .getAllByRole('option')
        .filter((option) => (option as HTMLOptionElement).value !== ''),
    ).toHaveLength(INDUSTRIES.length);
  });
});
