import { MigrationInterface, QueryRunner } from 'typeorm';
import { dropWordCountTriggers, wordCountTriggers } from '../../common/search/word-counts';

/** The two search columns of jobs, named here (not taken from a list that may grow) so this migration stays as written. */
const JOB_SEARCH_COLUMNS = [
  { table: 'jobs', column: 'search_text' },
  { table: 'jobs', column: 'board_search_text' },
];

/**
 * The Job Board (issue #27, docs/jobs.md): the jobs table with its indexes, its FULLTEXT search columns and the
 * triggers that keep their word counts (common/search/word-counts.ts; a MariaDB with binary logging on needs
 * `log_bin_trust_function_creators`, as SearchWordCounts). A new table: every existing row is kept as it is.
 * SQLite's schema is synchronised from the entity (data-source-options.ts).
 */
export class JobBoard1795810000000 implements MigrationInterface {
  name = 'JobBoard1795810000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      "CREATE TABLE `jobs` (`id` int NOT NULL AUTO_INCREMENT, `title` varchar(120) NOT NULL, `employer_name` varchar(120) NOT NULL, `business_group_id` int NULL, `industry` varchar(80) NOT NULL, `location` varchar(120) NOT NULL, `workplace` enum ('on_site', 'hybrid', 'remote') NOT NULL, `employment_type` enum ('full_time', 'part_time', 'contract', 'internship', 'volunteer') NOT NULL, `salary_min` int NULL, `salary_max` int NULL, `salary_currency` varchar(3) NULL, `salary_period` enum ('hour', 'day', 'week', 'month', 'year') NULL, `description` text NOT NULL, `apply_instructions` text NULL, `apply_url` varchar(500) NULL, `apply_email` varchar(254) NULL, `status` enum ('pending', 'approved', 'rejected', 'closed', 'expired') NOT NULL DEFAULT 'pending', `rejection_reason` varchar(600) NULL, `approved_at` datetime NULL, `expires_at` datetime NULL, `expiry_reminded_at` datetime NULL, `submitted_at` datetime NULL, `user_id` int NOT NULL, `search_text` text NULL, `board_search_text` text NULL, `created_at` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX `IDX_jobs_user_id` (`user_id`), INDEX `IDX_jobs_user_submitted_at` (`user_id`, `submitted_at`), INDEX `IDX_jobs_status_approved_at` (`status`, `approved_at`), INDEX `IDX_jobs_status_expires_at` (`status`, `expires_at`), INDEX `IDX_jobs_status_industry_created_at` (`status`, `industry`, `created_at`), INDEX `IDX_jobs_status_created_at` (`status`, `created_at`), PRIMARY KEY (`id`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci",
    );
    await queryRunner.query(
      'ALTER TABLE `jobs` ADD CONSTRAINT `FK_9027c8f0ba75fbc1ac46647d043` FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query('SET SESSION innodb_ft_enable_stopword = OFF');
    await queryRunner.query('CREATE FULLTEXT INDEX `FT_jobs_search_text` ON `jobs` (`search_text`)');
    await queryRunner.query('CREATE FULLTEXT INDEX `FT_jobs_board_search_text` ON `jobs` (`board_search_text`)');
    for (const index of JOB_SEARCH_COLUMNS) for (const sql of wordCountTriggers('mysql', index)) await queryRunner.query(sql);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const index of JOB_SEARCH_COLUMNS) for (const sql of dropWordCountTriggers('mysql', index)) await queryRunner.query(sql);
    await queryRunner.query("DELETE FROM `search_word_counts` WHERE `search_column` IN ('jobs.search_text', 'jobs.board_search_text')");
    await queryRunner.query('ALTER TABLE `jobs` DROP FOREIGN KEY `FK_9027c8f0ba75fbc1ac46647d043`');
    await queryRunner.query('DROP TABLE `jobs`');
  }
}
