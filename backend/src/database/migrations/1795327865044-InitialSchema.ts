import { MigrationInterface, QueryRunner } from 'typeorm';

export class InitialSchema1795327865044 implements MigrationInterface {
  name = 'InitialSchema1795327865044';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`users\` (\`id\` int NOT NULL AUTO_INCREMENT, \`name\` varchar(120) NOT NULL, \`email\` varchar(254) NOT NULL, \`password_hash\` varchar(255) NULL, \`role\` enum ('admin', 'helper', 'seeker', 'business') NOT NULL, \`industry\` varchar(80) NULL, \`phone_number\` varchar(40) NULL, \`job_title\` varchar(120) NULL, \`description\` text NULL, \`mentorship\` varchar(3) NULL, \`google_id\` varchar(64) NULL, \`profile_complete\` tinyint NOT NULL DEFAULT 1, \`suspended_at\` datetime NULL, \`token_version\` int NOT NULL DEFAULT '0', \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`updated_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), UNIQUE INDEX \`UQ_users_email\` (\`email\`), UNIQUE INDEX \`UQ_users_google_id\` (\`google_id\`), INDEX \`IDX_users_suspended_at\` (\`suspended_at\`), INDEX \`IDX_users_role_name\` (\`role\`, \`name\`), INDEX \`IDX_users_industry_name\` (\`industry\`, \`name\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`password_reset_tokens\` (\`id\` int NOT NULL AUTO_INCREMENT, \`user_id\` int NOT NULL, \`token_hash\` varchar(64) NOT NULL, \`expires_at\` datetime NOT NULL, \`used_at\` datetime NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), UNIQUE INDEX \`UQ_password_reset_tokens_hash\` (\`token_hash\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`business_groups\` (\`id\` int NOT NULL AUTO_INCREMENT, \`title\` varchar(160) NOT NULL, \`description\` text NOT NULL, \`website\` varchar(255) NULL, \`email\` varchar(254) NOT NULL, \`industry\` varchar(80) NULL, \`status\` int NOT NULL DEFAULT '0', \`user_id\` int NOT NULL, \`confirm_connections\` tinyint NOT NULL DEFAULT 0, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX \`IDX_business_groups_user_id\` (\`user_id\`), INDEX \`IDX_business_groups_status_title\` (\`status\`, \`title\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`ads\` (\`id\` int NOT NULL AUTO_INCREMENT, \`title\` varchar(160) NOT NULL, \`description\` text NOT NULL, \`category\` varchar(40) NOT NULL, \`ad_description\` text NOT NULL, \`price_offer\` varchar(80) NULL, \`contact_email\` varchar(254) NOT NULL, \`contact_phone\` varchar(40) NOT NULL, \`location\` varchar(160) NOT NULL, \`status\` enum ('pending', 'approved', 'rejected') NOT NULL DEFAULT 'pending', \`image_url\` text NOT NULL, \`thumbnail_url\` text NOT NULL, \`user_id\` int NOT NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX \`IDX_ads_user_id\` (\`user_id\`), INDEX \`IDX_ads_status_created_at\` (\`status\`, \`created_at\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`contact_forms\` (\`id\` int NOT NULL AUTO_INCREMENT, \`first_name\` varchar(80) NOT NULL, \`last_name\` varchar(80) NOT NULL, \`email\` varchar(254) NOT NULL, \`phone_number\` varchar(40) NOT NULL, \`subject\` varchar(40) NOT NULL, \`message\` text NOT NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX \`IDX_contact_forms_created_at\` (\`created_at\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`inbox_messages\` (\`id\` int NOT NULL AUTO_INCREMENT, \`section\` enum ('professional-network', 'legal-assistance', 'virtual-clinic', 'business-groups') NOT NULL, \`receiver_id\` int NOT NULL, \`sender_id\` int NULL, \`full_name\` varchar(120) NULL, \`email\` varchar(254) NULL, \`details\` text NOT NULL, \`read_at\` datetime NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX \`IDX_inbox_messages_receiver_created\` (\`receiver_id\`, \`created_at\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`audit_log\` (\`id\` int NOT NULL AUTO_INCREMENT, \`actor_id\` int NOT NULL, \`actor_email\` varchar(254) NOT NULL, \`action\` varchar(40) NOT NULL, \`target_type\` varchar(40) NOT NULL, \`target_id\` int NOT NULL, \`summary\` varchar(255) NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX \`IDX_audit_log_action\` (\`action\`), INDEX \`IDX_audit_log_created_at\` (\`created_at\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `ALTER TABLE \`password_reset_tokens\` ADD CONSTRAINT \`FK_52ac39dd8a28730c63aeb428c9c\` FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`business_groups\` ADD CONSTRAINT \`FK_e047d2cc2a6eb07f0d23b028043\` FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`ads\` ADD CONSTRAINT \`FK_843ca9647afecd4565861b0c9cb\` FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`inbox_messages\` ADD CONSTRAINT \`FK_1e5380d95df15812f6caaa81a89\` FOREIGN KEY (\`receiver_id\`) REFERENCES \`users\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`inbox_messages\` DROP FOREIGN KEY \`FK_1e5380d95df15812f6caaa81a89\``);
    await queryRunner.query(`ALTER TABLE \`ads\` DROP FOREIGN KEY \`FK_843ca9647afecd4565861b0c9cb\``);
    await queryRunner.query(`ALTER TABLE \`business_groups\` DROP FOREIGN KEY \`FK_e047d2cc2a6eb07f0d23b028043\``);
    await queryRunner.query(`ALTER TABLE \`password_reset_tokens\` DROP FOREIGN KEY \`FK_52ac39dd8a28730c63aeb428c9c\``);
    await queryRunner.query(`DROP INDEX \`IDX_audit_log_created_at\` ON \`audit_log\``);
    await queryRunner.query(`DROP INDEX \`IDX_audit_log_action\` ON \`audit_log\``);
    await queryRunner.query(`DROP TABLE \`audit_log\``);
    await queryRunner.query(`DROP INDEX \`IDX_inbox_messages_receiver_created\` ON \`inbox_messages\``);
    await queryRunner.query(`DROP TABLE \`inbox_messages\``);
    await queryRunner.query(`DROP INDEX \`IDX_contact_forms_created_at\` ON \`contact_forms\``);
    await queryRunner.query(`DROP TABLE \`contact_forms\``);
    await queryRunner.query(`DROP INDEX \`IDX_ads_status_created_at\` ON \`ads\``);
    await queryRunner.query(`DROP INDEX \`IDX_ads_user_id\` ON \`ads\``);
    await queryRunner.query(`DROP TABLE \`ads\``);
    await queryRunner.query(`DROP INDEX \`IDX_business_groups_status_title\` ON \`business_groups\``);
    await queryRunner.query(`DROP INDEX \`IDX_business_groups_user_id\` ON \`business_groups\``);
    await queryRunner.query(`DROP TABLE \`business_groups\``);
    await queryRunner.query(`DROP INDEX \`UQ_password_reset_tokens_hash\` ON \`password_reset_tokens\``);
    await queryRunner.query(`DROP TABLE \`password_reset_tokens\``);
    await queryRunner.query(`DROP INDEX \`IDX_users_industry_name\` ON \`users\``);
    await queryRunner.query(`DROP INDEX \`IDX_users_role_name\` ON \`users\``);
    await queryRunner.query(`DROP INDEX \`IDX_users_suspended_at\` ON \`users\``);
    await queryRunner.query(`DROP INDEX \`UQ_users_google_id\` ON \`users\``);
    await queryRunner.query(`DROP INDEX \`UQ_users_email\` ON \`users\``);
    await queryRunner.query(`DROP TABLE \`users\``);
  }
}
