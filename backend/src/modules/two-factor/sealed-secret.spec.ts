import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { installDataKeys } from '../../common/sealing/sealed-text';
import { dataKeyId } from '../../common/sealing/data-key-ring';
import { installJwtSecretForLegacyTwoFactorSecrets, openJwtSealedSecret } from '../../database/jwt-sealed-two-factor-secrets';
import { openSecret, sealSecret } from './sealed-secret';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const ringOf = (...keys: Buffer[]) => {
  const all = keys.map((key) => ({ id: dataKeyId(key), key }));
  return { current: all[0], byId: new Map(all.map((entry) => [entry.id, entry])) };
};
const keyA = Buffer.alloc(32, 1);
const keyB = Buffer.alloc(32, 2);

/** Made by the retired SecretSealer (JWT-derived key) with JWT_SECRET "test-secret-that-is-long-enough-for-production-rules". */
const J1_VALUE_BY_THE_OLD_CODE = 'j1:y_VeCB3rkdGGVzIw:s0N5PFOU9Zybm_vNSAJm_duqYcsCQoVzHgFrHuVre_s:I7nuUlH_w2GxiPhmd4QSzw';

describe('two-factor secrets at rest (sealed-secret: the data key ring)', () => {
  it('seals a TOTP secret so the stored value does not show it, and opens it again', () => {
    installDataKeys(ringOf(keyA));
    const sealed = sealSecret(SECRET);
    assert.match(sealed, new RegExp(`^v1:${dataKeyId(keyA)}:`));
    assert.doesNotMatch(sealed, /JBSWY3DP/);
    assert.ok(sealed.length <= 255, `fits the varchar(255) column: ${sealed.length}`);
    assert.notEqual(sealSecret(SECRET), sealed, 'a fresh IV each time');
    assert.equal(openSecret(sealed), SECRET);
  });

  it('opens after a data key rotation while the old key is listed; null (never a wrong secret) once it is gone, tampered, or j1', () => {
    installDataKeys(ringOf(keyA));
    const sealed = sealSecret(SECRET);
    installDataKeys(ringOf(keyB, keyA));
    assert.equal(openSecret(sealed), SECRET);
    installDataKeys(ringOf(keyB));
    assert.equal(openSecret(sealed), null);
    installDataKeys(ringOf(keyA));
    const parts = sealed.split(':');
    parts[4] = `${parts[4][0] === 'A' ? 'B' : 'A'}${parts[4].slice(1)}`;
    assert.equal(openSecret(parts.join(':')), null);
    assert.equal(openSecret(J1_VALUE_BY_THE_OLD_CODE), null, 'a j1 value left over is no secret');
    assert.equal(openSecret(SECRET), null, 'nor is plaintext');
  });

  it('the legacy opener reads what the old JWT-derived sealer wrote, and nothing under another JWT secret', () => {
    installJwtSecretForLegacyTwoFactorSecrets('test-secret-that-is-long-enough-for-production-rules');
    assert.equal(openJwtSealedSecret(J1_VALUE_BY_THE_OLD_CODE), SECRET);
    assert.equal(openJwtSealedSecret('v1:abc:def:ghi:jkl'), null);
    installJwtSecretForLegacyTwoFactorSecrets('another-jwt-secret-of-at-least-thirty-two-chars');
    assert.equal(openJwtSealedSecret(J1_VALUE_BY_THE_OLD_CODE), null);
  });
});
