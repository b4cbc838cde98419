import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { hashRecoveryCode, newRecoveryCodes, normalizeCode } from './recovery-codes';

describe('two-factor recovery codes', () => {
  it('makes ten different codes like xxxxx-xxxxx, and matches them however they are typed', () => {
    const codes = newRecoveryCodes();
    assert.equal(codes.length, 10);
    assert.equal(new Set(codes).size, 10);
    for (const code of codes) assert.match(code, /^[a-hjkmnp-z2-9]{5}-[a-hjkmnp-z2-9]{5}$/);
    assert.equal(normalizeCode(' K7M2P X9QRT '), 'k7m2p-x9qrt');
    assert.equal(hashRecoveryCode('K7M2PX9QRT'), hashRecoveryCode('k7m2p-x9qrt'));
    assert.equal(normalizeCode('492 039'), '492039');
  });
});
