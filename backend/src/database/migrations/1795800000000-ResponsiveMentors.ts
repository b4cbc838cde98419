import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Responsive mentors (issue #26, docs/conversations.md "Responsiveness"): a coarse last-active day, the stored median
 * days to a first answer and the run of unanswered expiries on each account; the reminders sent on each conversation;
 * the indexes the suggested mentors and the median read. Every row is kept: the new columns start empty (no day,
 * no median until the first answer recomputes it, no expiries, no reminders sent), so nobody is reminded or paused
 * for what happened before the upgrade.
 */
export class ResponsiveMentors1795800000000 implements MigrationInterface {
  name = 'ResponsiveMentors1795800000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`users\` ADD \`last_active_on\` date NULL`);
    await queryRunner.query(`ALTER TABLE \`users\` ADD \`replies_within_days\` int NULL`);
    await queryRunner.query(`ALTER TABLE \`users\` ADD \`unanswered_expiries\` int NOT NULL DEFAULT 0`);
    await queryRunner.query(`ALTER TABLE \`conversations\` ADD \`reminders_sent\` int NOT NULL DEFAULT 0`);
    await queryRunner.query(`CREATE INDEX \`IDX_users_industry_accepting_active\` ON \`users\` (\`industry\`, \`accepting_requests\`, \`last_active_on\`)`);
    await queryRunner.query(`CREATE INDEX \`IDX_conversations_receiver_answered\` ON \`conversations\` (\`receiver_id\`, \`receiver_answered_at\`)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`IDX_conversations_receiver_answered\` ON \`conversations\``);
    await queryRunner.query(`DROP INDEX \`IDX_users_industry_accepting_active\` ON \`users\``);
    await queryRunner.query(`ALTER TABLE \`conversations\` DROP COLUMN \`reminders_sent\``);
    await queryRunner.query(`ALTER TABLE \`users\` DROP COLUMN \`unanswered_expiries\``);
    await queryRunner.query(`ALTER TABLE \`users\` DROP COLUMN \`replies_within_days\``);
    await queryRunner.query(`ALTER TABLE \`users\` DROP COLUMN \`last_active_on\``);
  }
}
