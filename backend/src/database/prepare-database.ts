import { Logger } from '@nestjs/common';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { PasswordHasher } from '../modules/users/password-hasher.service';
import { ensureAdmin } from './ensure-admin';
import { seedDemoData } from './seeds/seed-demo-data';
import { DEMO_ADMIN } from './seeds/demo-data';
import { ImageStorageService } from '../modules/uploads/image-storage.service';
import { searchDialect } from '../common/search/full-text';
import { prepareSqliteSearch } from './sqlite-search-tables';
import { sealStoredValues } from '../common/sealing/sealed-columns';
import { backfillEmailSkeletons } from './email-skeleton-backfill';
import { unlistClientsAndPatients } from './unlisted-members';
import { normalizeStoredEmails } from './stored-email-normalization';
import { moveTwoFactorSecretsToDataKey } from './jwt-sealed-two-factor-secrets';

/** After migrations: SQLite's full-text tables (MySQL's come from the migrations), the first admin from ADMIN_EMAIL/ADMIN_PASSWORD, and demo data when asked for. */
export async function prepareDatabase(app: NestFastifyApplication, config: AppConfig): Promise<void> {
  const dataSource = app.get(DataSource);
  const hasher = app.get(PasswordHasher);
  if (searchDialect(dataSource) === 'sqlite') {
    await prepareSqliteSearch(dataSource);
    // MySQL's rows are sealed by migrations; a demo file made before sealing is sealed here, and two-factor
    // secrets sealed under the JWT-derived key move to the data key (TwoFactorSecretsOnDataKey on MySQL).
    const secrets = await moveTwoFactorSecretsToDataKey(dataSource);
    if (secrets.unreadable)
      new Logger('Sealing').warn(`${secrets.unreadable} two-factor secrets sealed under an earlier JWT_SECRET did not open and were left as they are`);
    await sealStoredValues(dataSource, { rotate: false });
    await backfillEmailSkeletons(dataSource.manager);
    await unlistClientsAndPatients(dataSource);
    await normalizeStoredEmails(dataSource.manager, 'sqlite');
  }
  if (config.admin.email && config.admin.password) {
    await ensureAdmin(dataSource, hasher, { email: config.admin.email, password: config.admin.password });
  }
  if (config.seedDemoData && (await seedDemoData(dataSource, hasher, app.get(ImageStorageService, { strict: false })))) {
    if (!config.admin.email) await ensureAdmin(dataSource, hasher, DEMO_ADMIN);
    new Logger('Seed').log(`demo admin: ${config.admin.email ?? DEMO_ADMIN.email}`);
  }
}
