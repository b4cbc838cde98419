import { MigrationInterface, QueryRunner } from 'typeorm';

const SECTIONS_BEFORE = "'professional-network', 'legal-assistance', 'virtual-clinic', 'business-groups'";
const SECTIONS_AFTER = `${SECTIONS_BEFORE}, 'job-board'`;

/**
 * The Job Board's applications (issue #27, docs/jobs.md "Applying"): a new table, and the section `job-board` added
 * to the two enumerations that list the Messages sections (conversations.kind, inbox_messages.section). Widening an
 * enum keeps every existing row. SQLite is synchronised from the entities.
 */
export class JobApplications1795820000000 implements MigrationInterface {
  name = 'JobApplications1795820000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`conversations\` MODIFY \`kind\` enum (${SECTIONS_AFTER}) NOT NULL`);
    await queryRunner.query(`ALTER TABLE \`inbox_messages\` MODIFY \`section\` enum (${SECTIONS_AFTER}) NOT NULL`);
    await queryRunner.query(
      "CREATE TABLE `job_applications` (`id` int NOT NULL AUTO_INCREMENT, `job_id` int NOT NULL, `applicant_id` int NOT NULL, `conversation_id` int NOT NULL, `status` enum ('new', 'read', 'shortlisted', 'declined', 'hired') NOT NULL DEFAULT 'new', `created_at` datetime(3) NOT NULL, INDEX `IDX_job_applications_applicant_id` (`applicant_id`), INDEX `IDX_job_applications_conversation_id` (`conversation_id`), UNIQUE INDEX `UQ_job_applications_job_applicant` (`job_id`, `applicant_id`), PRIMARY KEY (`id`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci",
    );
    await queryRunner.query(
      'ALTER TABLE `job_applications` ADD CONSTRAINT `FK_job_applications_job` FOREIGN KEY (`job_id`) REFERENCES `jobs`(`id`) ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE `job_applications` ADD CONSTRAINT `FK_job_applications_applicant` FOREIGN KEY (`applicant_id`) REFERENCES `users`(`id`) ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE `job_applications` DROP FOREIGN KEY `FK_job_applications_applicant`');
    await queryRunner.query('ALTER TABLE `job_applications` DROP FOREIGN KEY `FK_job_applications_job`');
    await queryRunner.query('DROP TABLE `job_applications`');
    await queryRunner.query("DELETE FROM `conversations` WHERE `kind` = 'job-board'");
    await queryRunner.query("DELETE FROM `inbox_messages` WHERE `section` = 'job-board'");
    await queryRunner.query(`ALTER TABLE \`inbox_messages\` MODIFY \`section\` enum (${SECTIONS_BEFORE}) NOT NULL`);
    await queryRunner.query(`ALTER TABLE \`conversations\` MODIFY \`kind\` enum (${SECTIONS_BEFORE}) NOT NULL`);
  }
}
