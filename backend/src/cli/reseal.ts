import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { loadConfig } from '../config/app-config';
import { dataSourceOptions } from '../database/data-source-options';
import { installDataKeys } from '../common/sealing/sealed-text';
import { dataKeyRing } from '../common/sealing/data-key-ring';
import { sealStoredValues } from '../common/sealing/sealed-columns';

/**
 * After a key rotation (docs/security.md): node backend/dist/src/cli/reseal.js, with the app's environment
 * (the new DATA_ENCRYPTION_KEY, the old one in DATA_ENCRYPTION_OLD_KEYS). Every value sealed under an old key
 * is sealed again under the current one; then the old key can leave DATA_ENCRYPTION_OLD_KEYS. Safe to run
 * while the app serves, and again after an interruption.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const ring = dataKeyRing(config.dataKeys);
  installDataKeys(ring);
  const dataSource = new DataSource({ ...dataSourceOptions(config.database), migrationsRun: false, synchronize: false });
  await dataSource.initialize();
  const count = await sealStoredValues(dataSource, { rotate: true });
  await dataSource.destroy();
  console.log(`resealed with key ${ring.current.id}: ${count.resealed} from older keys, ${count.sealed} plaintext, ${count.unreadable} unreadable`);
  if (count.unreadable) process.exit(3);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
