import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { chooseSearchPlan, estimatedMatches, provenMatchesAtLeast, scanRowsBudget } from './word-counts';

describe('chooseSearchPlan', () => {
  const million = 1_000_000;

  it('reads a common word in the list order where sorting its matches would cost more', () => {
    // engineer: 12% of a million members; a page of 51 is about 415 rows read in name order.
    assert.equal(chooseSearchPlan({ rows: million, terms: [123_121], fewest: [123_121] }, 51), 'scan');
    // m² = take × rows is the break-even: about 7,100 matches for 51 rows of a million.
    assert.equal(chooseSearchPlan({ rows: million, terms: [7_200], fewest: [7_200] }, 51), 'scan');
    assert.equal(chooseSearchPlan({ rows: million, terms: [7_000], fewest: [7_000] }, 51), 'index');
  });

  it('uses the full-text index for a rare word, for no word, and below MIN_COMMON_MATCHES whatever the table', () => {
    assert.equal(chooseSearchPlan({ rows: million, terms: [100], fewest: [100] }, 51), 'index');
    assert.equal(chooseSearchPlan({ rows: million, terms: [], fewest: [] }, 51), 'index');
    assert.equal(chooseSearchPlan({ rows: 1_200, terms: [900], fewest: [900] }, 11), 'index');
    assert.equal(chooseSearchPlan({ rows: 0, terms: [0], fewest: [0] }, 51), 'index');
  });

  it('takes several words as independent: two common words can be a rare pair', () => {
    const pair = { rows: million, terms: [120_000, 30_000], fewest: [120_000, 30_000] };
    assert.equal(Math.round(estimatedMatches(pair)), 3_600);
    assert.equal(chooseSearchPlan(pair, 51), 'index');
    assert.equal(chooseSearchPlan({ rows: million, terms: [500_000, 300_000], fewest: [500_000, 300_000] }, 25), 'scan');
  });

  it('never counts a word in more rows than the table has', () => {
    assert.equal(estimatedMatches({ rows: 1_000, terms: [2_500], fewest: [900] }), 1_000);
  });
});

describe('scanRowsBudget', () => {
  const million = 1_000_000;

  it('allows four times the rows an evenly spread word needs for the page', () => {
    // A page of 25 among 100,000 rows of which 1,000 match needs about 2,500 rows read: 10,000 may be.
    assert.equal(scanRowsBudget({ rows: 100_000, terms: [1_000], fewest: [1_000] }, 25), 10_000);
    assert.equal(scanRowsBudget({ rows: million, terms: [7_000], fewest: [7_000] }, 51), 29_143);
  });

  it('allows as many rows as the full-text plan would read, where that is more', () => {
    // Smith: 33,319 of a million; evenly spread, 25 need about 750 rows; along the name order it read 27,927.
    assert.equal(scanRowsBudget({ rows: million, terms: [33_319], fewest: [33_319] }, 25), 33_319);
    // laptop riverside among 100,000 ads: about 4,112 estimated matches.
    assert.equal(scanRowsBudget({ rows: 100_000, terms: [16_541, 24_858], fewest: [16_541, 24_858] }, 25), 4_112);
  });

  it('is finite when the counts know no match', () => {
    assert.equal(scanRowsBudget({ rows: 1_000, terms: [0], fewest: [0] }, 25), 100_000);
    assert.equal(scanRowsBudget({ rows: 0, terms: [0], fewest: [0] }, 25), 100);
  });
});

describe('provenMatchesAtLeast', () => {
  it('is the most held word for one searched word', () => {
    assert.equal(provenMatchesAtLeast({ rows: 1_000_000, terms: [33_500], fewest: [33_319] }), 33_319);
  });

  it('proves a pair only where together the words leave too few rows out (|A ∩ B| ≥ |A| + |B| − rows)', () => {
    assert.equal(provenMatchesAtLeast({ rows: 100_000, terms: [80_000, 60_000], fewest: [70_000, 55_000] }), 25_000);
    assert.equal(provenMatchesAtLeast({ rows: 100_000, terms: [16_541, 24_858], fewest: [16_541, 24_858] }), 0);
  });

  it('proves nothing without words, and never more than the rows', () => {
    assert.equal(provenMatchesAtLeast({ rows: 100, terms: [], fewest: [] }), 0);
    assert.equal(provenMatchesAtLeast({ rows: 100, terms: [500], fewest: [400] }), 100);
  });
});
