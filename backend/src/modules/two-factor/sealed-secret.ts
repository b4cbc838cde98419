import { Logger } from '@nestjs/common';
import { isSealed, open, seal, SealedValueError } from '../../common/sealing/sealed-text';

/** The same "table.column" as in SEALED_COLUMNS (common/sealing/sealed-columns.ts), bound into the tag. */
const COLUMN = 'two_factor_secrets.secret_sealed';
const logger = new Logger('TwoFactor');

/**
 * TOTP secrets are sealed with the data key ring like every sealed column (docs/security.md, "Sealed at rest"), so
 * DATA_ENCRYPTION_KEY rotations and the reseal CLI cover them and rotating JWT_SECRET leaves them alone. Sealed
 * here rather than by a column transformer: the service must tell a secret from one that does not open (it then
 * allows a new set-up), and a value without the `v1:` prefix is never a plaintext secret here (a `j1:` value the
 * conversion could not open), where the transformer would hand it back as text.
 */
export const sealSecret = (secret: string): string => seal(secret, COLUMN);

/** The secret, or null when it does not open (its data key is gone, a changed byte, or a `j1:` value left over). */
export function openSecret(stored: string): string | null {
  if (!isSealed(stored)) return null;
  try {
    return open(stored, COLUMN);
  } catch (error) {
    if (!(error instanceof SealedValueError)) throw error;
    logger.error(error.message);
    return null;
  }
}
