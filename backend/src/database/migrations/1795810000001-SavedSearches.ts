import { MigrationInterface, QueryRunner } from 'typeorm';

/** Members' saved searches of the Job Board and the ads board (issue #27, docs/jobs.md). A new table: every existing row is kept. */
export class SavedSearches1795810000001 implements MigrationInterface {
  name = 'SavedSearches1795810000001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      "CREATE TABLE `saved_searches` (`id` int NOT NULL AUTO_INCREMENT, `user_id` int NOT NULL, `kind` enum ('jobs', 'ads') NOT NULL, `q` varchar(100) NULL, `filters` text NOT NULL, `notify` enum ('daily', 'weekly', 'none') NOT NULL, `last_run_at` datetime NULL, `created_at` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX `IDX_saved_searches_user_id` (`user_id`), PRIMARY KEY (`id`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci",
    );
    await queryRunner.query(
      'ALTER TABLE `saved_searches` ADD CONSTRAINT `FK_8f01d13ac8e7b451d244674274f` FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE `saved_searches` DROP FOREIGN KEY `FK_8f01d13ac8e7b451d244674274f`');
    await queryRunner.query('DROP TABLE `saved_searches`');
  }
}
