import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../../src/database/data-source-options';
import { TestDatabase, createTestDatabase } from '../support/test-database';

/** MySQL's schema comes only from migrations: after running them, the entities must need no change. */
describe('MySQL migrations', { skip: process.env.TEST_DB !== 'mariadb' && 'runs with TEST_DB=mariadb' }, () => {
  let database: TestDatabase;
  let dataSource: DataSource;

  before(async () => {
    database = await createTestDatabase('mariadb');
    dataSource = new DataSource({
      ...dataSourceOptions({ type: 'mariadb', url: database.env.DATABASE_URL.replace(/^mariadb:/, 'mysql:') }),
      migrationsRun: false,
    });
    await dataSource.initialize();
  });

  after(async () => {
    await dataSource?.destroy();
    await database?.drop();
  });

  it('build a schema that matches the entities exactly', async () => {
    const applied = await dataSource.runMigrations();
    assert.ok(applied.length >= 1, 'at least the initial migration runs');
    const pending = await dataSource.driver.createSchemaBuilder().log();
    assert.deepEqual(
      pending.upQueries.map((query) => query.query),
      [],
      'entities and migrations disagree: run npm run migration:generate -w backend -- src/database/migrations/<Name>',
    );
  });

  it('create the indexes the hot reads use', async () => {
    await dataSource.runMigrations();
    const rows: Array<{ Table: string; Key_name: string }> = await dataSource.query(
      'SELECT TABLE_NAME AS `Table`, INDEX_NAME AS Key_name FROM information_schema.STATISTICS WHERE TABLE_SCHEMA = DATABASE()',
    );
    const names = new Set(rows.map((row) => `${row.Table}.${row.Key_name}`));
    for (const index of [
      'users.UQ_users_email',
      'users.IDX_users_industry_name',
      'users.IDX_users_role_name',
      'ads.IDX_ads_status_created_at',
      'business_groups.IDX_business_groups_status_title',
      'inbox_messages.IDX_inbox_messages_receiver_created',
    ]) {
      assert.ok(names.has(index), `missing index ${index}`);
    }
  });
});
