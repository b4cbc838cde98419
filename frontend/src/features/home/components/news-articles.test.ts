import { describe, expect, it } from 'vitest';
import { formatArticleDate, NEWS_ARTICLES } from './news-articles';

describe('formatArticleDate', () => {
  it("writes the news cards' dates as the browser's en-US long date does", () => {
    const dates = [...NEWS_ARTICLES.map((article) => article.date), '2024-12-31', '2026-07-04', '2025-10-01'];
    for (const date of dates) {
      const intl = new Date(`${date}T12:00:00`).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
      expect(formatArticleDate(date)).toBe(intl);
    }
    expect(formatArticleDate('2025-01-15')).toBe('January 15, 2025');
  });
});
