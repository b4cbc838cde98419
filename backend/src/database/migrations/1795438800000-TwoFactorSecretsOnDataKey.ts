import { Logger } from '@nestjs/common';
import { MigrationInterface, QueryRunner } from 'typeorm';
import { moveTwoFactorSecretsBackToJwtKey, moveTwoFactorSecretsToDataKey } from '../jwt-sealed-two-factor-secrets';

/**
 * TOTP secrets move from the key derived from JWT_SECRET (`j1:`) to the data key ring (`v1:`, like every sealed
 * column), so rotating JWT_SECRET no longer makes them unreadable and the reseal CLI rotates them with the rest.
 * Every row is kept: a value that does not open (JWT_SECRET already changed) stays as it is and is counted; that
 * account signs in with a recovery code and sets two-factor up again. The column (varchar 255) holds both forms
 * (a `v1:` value of a 32-character secret is 99 characters). createApp installs both keys before migrations run.
 */
export class TwoFactorSecretsOnDataKey1795438800000 implements MigrationInterface {
  name = 'TwoFactorSecretsOnDataKey1795438800000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    const count = await moveTwoFactorSecretsToDataKey(queryRunner);
    report('sealed with the data key', count);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    const count = await moveTwoFactorSecretsBackToJwtKey(queryRunner);
    report('sealed back with the JWT-derived key', count);
  }
}

function report(what: string, count: { converted: number; unreadable: number }): void {
  const logger = new Logger('TwoFactorSecretsOnDataKey');
  if (count.converted) logger.log(`${count.converted} two-factor secrets ${what}`);
  if (count.unreadable)
    logger.warn(`${count.unreadable} two-factor secrets did not open and were left as they are (those accounts sign in with a recovery code)`);
}
