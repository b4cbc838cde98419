import { afterEach, describe, expect, it } from 'vitest';
import { WEB_TEXTS_AR } from '@community/vocabulary/catalogs/web-texts.ar';
import { languageSnapshot, loadLanguage, setLanguage } from './i18n/language';
import { unmark } from '../test/pseudo-language';
import { requestParts } from './request-details';

const legal = {
  PhoneNumber: '+1 555 010 2030',
  address: '1 Main Street',
  legal_issue: 'Family Law',
  specific_issue: 'Child Custody',
  description: 'I need advice on a custody arrangement.',
};

describe('a request as a thread shows it', () => {
  const before = languageSnapshot();
  afterEach(() => setLanguage(before));

  it('shows the form\'s fields under their labels, without the form\'s "(optional)", and the text alone', () => {
    const parts = requestParts(legal);
    expect(parts.text).toBe(legal.description);
    expect(parts.fields.map(unmark)).toEqual([
      'Phone Number: +1 555 010 2030',
      'Address: 1 Main Street',
      'Legal Issue Type: Family Law',
      'Specific Issue: Child Custody',
    ]);
  });

  it("reads the labels and the chosen options in the reader's language when it is read, not when the module loaded", async () => {
    await loadLanguage('ar');
    setLanguage('ar');
    const { FORM_FIELDS, OPTION_LABELS } = WEB_TEXTS_AR;
    expect(requestParts(legal).fields).toEqual([
      `${FORM_FIELDS.legal.PhoneNumber.label}: +1 555 010 2030`,
      `${FORM_FIELDS.legal.address.shownLabel}: 1 Main Street`,
      `${FORM_FIELDS.legal.legal_issue.label}: ${OPTION_LABELS.legalCategories['Family Law']}`,
      `${FORM_FIELDS.legal.specific_issue.label}: ${OPTION_LABELS.legalIssues['Child Custody']}`,
    ]);
    expect(FORM_FIELDS.legal.address.shownLabel).toBe('العنوان');
  });
});
