import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { loadConfig } from '../config/app-config';
import { dataSourceOptions } from './data-source-options';
import { installDataKeys } from '../common/sealing/sealed-text';
import { dataKeyRing } from '../common/sealing/data-key-ring';
import { jwtSecret } from '../config/jwt-secret';
import { installJwtSecretForLegacyTwoFactorSecrets } from './jwt-sealed-two-factor-secrets';

/** For the TypeORM CLI (migration:generate / migration:run) against DATABASE_URL. */
const config = loadConfig();
// The sealing migration seals with the current key, as the app would.
installDataKeys(dataKeyRing(config.dataKeys));
// TwoFactorSecretsOnDataKey opens the secrets sealed under the JWT-derived key, as the app would.
installJwtSecretForLegacyTwoFactorSecrets(jwtSecret(config.jwt));

export default new DataSource(dataSourceOptions(config.database));
