import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { PUSH_LIMITS } from '@community/vocabulary';
import { outcomeOf } from './push-sender.job';

describe('push: what a push service answer means (PushSenderJob)', () => {
  it('2xx sent; 404 and 410 forget the device; 429, 5xx and no answer retry until the schedule ends; other 4xx fail at once', () => {
    assert.equal(outcomeOf(201, 1), 'sent');
    assert.equal(outcomeOf(404, 1), 'gone');
    assert.equal(outcomeOf(410, 1), 'gone');
    assert.equal(outcomeOf(503, 1), 'retry');
    assert.equal(outcomeOf(429, 1), 'retry');
    assert.equal(outcomeOf(null, PUSH_LIMITS.retryMinutes.length), 'retry');
    assert.equal(outcomeOf(500, PUSH_LIMITS.retryMinutes.length + 1), 'failed');
    assert.equal(outcomeOf(400, 1), 'failed');
    assert.equal(outcomeOf(403, 1), 'failed');
  });
});
