import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { AppConfig } from '../../config/app-config';
import { SecretSealer } from './secret-sealer';
import { hashRecoveryCode, newRecoveryCodes, normalizeCode } from './recovery-codes';

const sealerFor = (secret: string) => new SecretSealer({ jwt: { secret, secretFile: '/nonexistent', expiresIn: '7d' } } as AppConfig);

describe('two-factor secrets at rest (SecretSealer) and recovery codes', () => {
  it('seals a TOTP secret so the stored value does not show it, and opens it again', () => {
    const sealer = sealerFor('a-jwt-secret-of-at-least-thirty-two-characters');
    const sealed = sealer.seal('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');
    assert.match(sealed, /^j1:/);
    assert.doesNotMatch(sealed, /JBSWY3DP/);
    assert.notEqual(sealer.seal('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP'), sealed, 'a fresh IV each time');
    assert.equal(sealer.open(sealed), 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');
  });

  it('refuses a tampered value and one sealed under another JWT secret (null, never a wrong secret)', () => {
    const sealed = sealerFor('a-jwt-secret-of-at-least-thirty-two-characters').seal('JBSWY3DPEHPK3PXP');
    const [version, iv, body, tag] = sealed.split(':');
    const flipped = `${body[0] === 'A' ? 'B' : 'A'}${body.slice(1)}`;
    assert.equal(sealerFor('a-jwt-secret-of-at-least-thirty-two-characters').open([version, iv, flipped, tag].join(':')), null);
    assert.equal(sealerFor('another-jwt-secret-of-at-least-thirty-two-chars').open(sealed), null);
    assert.equal(sealerFor('x'.repeat(40)).open('plain-text'), null);
  });

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
