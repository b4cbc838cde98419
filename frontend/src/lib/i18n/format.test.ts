import { afterEach, describe, expect, it } from 'vitest';
import { formatDate, formatNumber } from './format';
import { languageSnapshot, loadLanguage, setLanguage } from './language';

describe('dates and numbers in the reader’s language', () => {
  const before = languageSnapshot();
  afterEach(() => setLanguage(before));

  it('writes English as Intl’s `en` does, whatever the browser’s own locale', () => {
    setLanguage('en');
    expect(formatDate('2026-11-26T12:00:00Z', 'calendarDay')).toBe('November 26, 2026');
    expect(formatDate('2026-11-26T12:00:00Z', 'day')).toBe(
      new Intl.DateTimeFormat('en', { year: 'numeric', month: 'short', day: 'numeric' }).format(new Date('2026-11-26T12:00:00Z')),
    );
    expect(formatNumber(42)).toBe('42');
    expect(formatNumber(40000, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 })).toBe('€40,000');
  });

  it('writes Arabic with Arabic month names and Latin digits, pinned whatever the engine’s default for `ar`', async () => {
    await loadLanguage('ar');
    setLanguage('ar');
    expect(formatDate('2026-11-26T12:00:00Z', 'calendarDay')).toBe('26 نوفمبر 2026');
    expect(formatNumber(42)).toBe('42');
    expect(formatNumber(40000, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 })).not.toMatch(/[\u0660-\u0669]/);
  });

  it('answers nothing for a missing or broken date', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});
