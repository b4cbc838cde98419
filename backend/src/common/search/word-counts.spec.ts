import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { chooseSearchPlan, estimatedMatches } from './word-counts';

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
