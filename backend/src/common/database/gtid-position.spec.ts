import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { hasApplied } from './gtid-position';

describe('hasApplied: has a replica applied a primary position? (service, no database)', () => {
  it('compares sequence numbers within one domain, whatever server wrote them', () => {
    assert.equal(hasApplied('0-1-12', '0-1-12'), true);
    assert.equal(hasApplied('0-1-13', '0-1-12'), true);
    assert.equal(hasApplied('0-1-11', '0-1-12'), false);
    assert.equal(hasApplied('0-2-12', '0-1-12'), true, 'after a failover the new primary goes on counting in the domain');
    assert.equal(hasApplied('0-1-9', '0-1-10'), false, 'numbers, not text: 9 < 10');
  });

  it('needs every domain the position names', () => {
    assert.equal(hasApplied('0-1-20,1-1-5', '0-1-12,1-1-5'), true);
    assert.equal(hasApplied('0-1-20', '0-1-12,1-1-5'), false, 'a domain it has never seen');
    assert.equal(hasApplied('1-1-5, 0-1-20', '0-1-12'), true, 'in any order, spaces allowed');
  });

  it('an empty position (a primary that never wrote) is always applied; an empty replica has nothing', () => {
    assert.equal(hasApplied('', ''), true);
    assert.equal(hasApplied('0-1-3', ''), true);
    assert.equal(hasApplied('', '0-1-1'), false);
  });

  it('refuses what is not a position rather than guessing', () => {
    assert.throws(() => hasApplied('0-1-x', '0-1-1'), /not a GTID position/);
  });
});
