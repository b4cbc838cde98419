import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Conversations, replies, status history, blocks, reports, section settings and members' availability.
 * Every existing inbox message becomes a conversation with the same sender, receiver, time and read state
 * (a read message is `read`, an unread one `new`; business-group messages have no status), so none is lost.
 */

export class Conversations1795426863821 implements MigrationInterface {
  name = 'Conversations1795426863821';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`conversations\` (\`id\` int NOT NULL AUTO_INCREMENT, \`request_id\` int NOT NULL, \`kind\` enum ('professional-network', 'legal-assistance', 'virtual-clinic', 'business-groups') NOT NULL, \`sender_id\` int NULL, \`receiver_id\` int NOT NULL, \`status\` enum ('new', 'read', 'accepted', 'declined', 'more_info', 'closed', 'expired') NULL, \`sender_unread\` tinyint NOT NULL DEFAULT 0, \`receiver_unread\` tinyint NOT NULL DEFAULT 1, \`receiver_answered_at\` datetime(3) NULL, \`last_activity_at\` datetime(3) NOT NULL, \`created_at\` datetime(3) NOT NULL, UNIQUE INDEX \`UQ_conversations_request\` (\`request_id\`), INDEX \`IDX_conversations_status_created\` (\`status\`, \`created_at\`), INDEX \`IDX_conversations_sender_activity\` (\`sender_id\`, \`last_activity_at\`), INDEX \`IDX_conversations_receiver_activity\` (\`receiver_id\`, \`last_activity_at\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`conversation_replies\` (\`id\` int NOT NULL AUTO_INCREMENT, \`conversation_id\` int NOT NULL, \`author_id\` int NOT NULL, \`body\` text NOT NULL, \`created_at\` datetime(3) NOT NULL, INDEX \`IDX_conversation_replies_conversation\` (\`conversation_id\`, \`id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`conversation_status_changes\` (\`id\` int NOT NULL AUTO_INCREMENT, \`conversation_id\` int NOT NULL, \`status\` enum ('new', 'read', 'accepted', 'declined', 'more_info', 'closed', 'expired') NOT NULL, \`reason\` varchar(500) NULL, \`changed_by\` int NULL, \`created_at\` datetime(3) NOT NULL, INDEX \`IDX_conversation_status_changes_conversation\` (\`conversation_id\`, \`id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`blocks\` (\`id\` int NOT NULL AUTO_INCREMENT, \`blocker_id\` int NOT NULL, \`blocked_id\` int NOT NULL, \`created_at\` datetime(3) NOT NULL, INDEX \`IDX_blocks_blocked\` (\`blocked_id\`), UNIQUE INDEX \`UQ_blocks_pair\` (\`blocker_id\`, \`blocked_id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`reports\` (\`id\` int NOT NULL AUTO_INCREMENT, \`reporter_id\` int NOT NULL, \`conversation_id\` int NULL, \`reported_user_id\` int NULL, \`reason\` enum ('Spam', 'Harassment', 'Inappropriate content', 'Other') NOT NULL, \`details\` text NOT NULL, \`status\` enum ('open', 'dismissed', 'actioned') NOT NULL DEFAULT 'open', \`resolution\` varchar(40) NULL, \`resolved_at\` datetime NULL, \`created_at\` datetime(3) NOT NULL, INDEX \`IDX_reports_conversation\` (\`conversation_id\`), INDEX \`IDX_reports_status_created\` (\`status\`, \`created_at\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`site_settings\` (\`key\` varchar(40) NOT NULL, \`value\` varchar(40) NOT NULL, \`updated_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), PRIMARY KEY (\`key\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(`ALTER TABLE \`users\` ADD \`accepting_requests\` tinyint NOT NULL DEFAULT 1`);
    await queryRunner.query(`ALTER TABLE \`users\` ADD \`request_capacity\` int NULL`);
    await queryRunner.query(
      `ALTER TABLE \`conversations\` ADD CONSTRAINT \`FK_5ba03f763ff08fc941031004015\` FOREIGN KEY (\`request_id\`) REFERENCES \`inbox_messages\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`conversations\` ADD CONSTRAINT \`FK_e3c404a3d131a6e14028623bb76\` FOREIGN KEY (\`sender_id\`) REFERENCES \`users\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`conversations\` ADD CONSTRAINT \`FK_ec8f1ab69cfd2439bc5603a663a\` FOREIGN KEY (\`receiver_id\`) REFERENCES \`users\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`conversation_replies\` ADD CONSTRAINT \`FK_17ecf6ad0dca9f9ab88dc792cc9\` FOREIGN KEY (\`conversation_id\`) REFERENCES \`conversations\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`conversation_replies\` ADD CONSTRAINT \`FK_fc775ea74c01b45630401cd8f2c\` FOREIGN KEY (\`author_id\`) REFERENCES \`users\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`conversation_status_changes\` ADD CONSTRAINT \`FK_ce4d2ba7ce01a2564853021778f\` FOREIGN KEY (\`conversation_id\`) REFERENCES \`conversations\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`blocks\` ADD CONSTRAINT \`FK_74f530c6fbffc357047b263818d\` FOREIGN KEY (\`blocker_id\`) REFERENCES \`users\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`blocks\` ADD CONSTRAINT \`FK_8aa6c887bed61ad10829450f2f0\` FOREIGN KEY (\`blocked_id\`) REFERENCES \`users\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`reports\` ADD CONSTRAINT \`FK_9459b9bf907a3807ef7143d2ead\` FOREIGN KEY (\`reporter_id\`) REFERENCES \`users\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`reports\` ADD CONSTRAINT \`FK_4ddd48e2acbe415a957281ea917\` FOREIGN KEY (\`conversation_id\`) REFERENCES \`conversations\`(\`id\`) ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`reports\` ADD CONSTRAINT \`FK_a9197bd0a7e06bb92648d9efed2\` FOREIGN KEY (\`reported_user_id\`) REFERENCES \`users\`(\`id\`) ON DELETE SET NULL ON UPDATE NO ACTION`,
    );

    // Existing messages become conversations. A sender id that names no account (none should) is kept as a visitor.
    await queryRunner.query(`INSERT INTO \`conversations\` (\`request_id\`, \`kind\`, \`sender_id\`, \`receiver_id\`, \`status\`, \`sender_unread\`, \`receiver_unread\`, \`receiver_answered_at\`, \`last_activity_at\`, \`created_at\`)
            SELECT m.\`id\`, m.\`section\`, (SELECT u.\`id\` FROM \`users\` u WHERE u.\`id\` = m.\`sender_id\`), m.\`receiver_id\`,
                CASE WHEN m.\`section\` = 'business-groups' THEN NULL WHEN m.\`read_at\` IS NULL THEN 'new' ELSE 'read' END,
                0, CASE WHEN m.\`read_at\` IS NULL THEN 1 ELSE 0 END, NULL, COALESCE(m.\`read_at\`, m.\`created_at\`), m.\`created_at\`
            FROM \`inbox_messages\` m ORDER BY m.\`id\``);
    await queryRunner.query(`INSERT INTO \`conversation_status_changes\` (\`conversation_id\`, \`status\`, \`reason\`, \`changed_by\`, \`created_at\`)
            SELECT c.\`id\`, 'new', NULL, c.\`sender_id\`, c.\`created_at\` FROM \`conversations\` c WHERE c.\`status\` IS NOT NULL ORDER BY c.\`id\``);
    await queryRunner.query(`INSERT INTO \`conversation_status_changes\` (\`conversation_id\`, \`status\`, \`reason\`, \`changed_by\`, \`created_at\`)
            SELECT c.\`id\`, 'read', NULL, c.\`receiver_id\`, m.\`read_at\` FROM \`conversations\` c JOIN \`inbox_messages\` m ON m.\`id\` = c.\`request_id\`
            WHERE c.\`status\` = 'read' ORDER BY c.\`id\``);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`reports\` DROP FOREIGN KEY \`FK_a9197bd0a7e06bb92648d9efed2\``);
    await queryRunner.query(`ALTER TABLE \`reports\` DROP FOREIGN KEY \`FK_4ddd48e2acbe415a957281ea917\``);
    await queryRunner.query(`ALTER TABLE \`reports\` DROP FOREIGN KEY \`FK_9459b9bf907a3807ef7143d2ead\``);
    await queryRunner.query(`ALTER TABLE \`blocks\` DROP FOREIGN KEY \`FK_8aa6c887bed61ad10829450f2f0\``);
    await queryRunner.query(`ALTER TABLE \`blocks\` DROP FOREIGN KEY \`FK_74f530c6fbffc357047b263818d\``);
    await queryRunner.query(`ALTER TABLE \`conversation_status_changes\` DROP FOREIGN KEY \`FK_ce4d2ba7ce01a2564853021778f\``);
    await queryRunner.query(`ALTER TABLE \`conversation_replies\` DROP FOREIGN KEY \`FK_fc775ea74c01b45630401cd8f2c\``);
    await queryRunner.query(`ALTER TABLE \`conversation_replies\` DROP FOREIGN KEY \`FK_17ecf6ad0dca9f9ab88dc792cc9\``);
    await queryRunner.query(`ALTER TABLE \`conversations\` DROP FOREIGN KEY \`FK_ec8f1ab69cfd2439bc5603a663a\``);
    await queryRunner.query(`ALTER TABLE \`conversations\` DROP FOREIGN KEY \`FK_e3c404a3d131a6e14028623bb76\``);
    await queryRunner.query(`ALTER TABLE \`conversations\` DROP FOREIGN KEY \`FK_5ba03f763ff08fc941031004015\``);
    await queryRunner.query(`ALTER TABLE \`users\` DROP COLUMN \`request_capacity\``);
    await queryRunner.query(`ALTER TABLE \`users\` DROP COLUMN \`accepting_requests\``);
    await queryRunner.query(`DROP TABLE \`site_settings\``);
    await queryRunner.query(`DROP INDEX \`IDX_reports_status_created\` ON \`reports\``);
    await queryRunner.query(`DROP INDEX \`IDX_reports_conversation\` ON \`reports\``);
    await queryRunner.query(`DROP TABLE \`reports\``);
    await queryRunner.query(`DROP INDEX \`UQ_blocks_pair\` ON \`blocks\``);
    await queryRunner.query(`DROP INDEX \`IDX_blocks_blocked\` ON \`blocks\``);
    await queryRunner.query(`DROP TABLE \`blocks\``);
    await queryRunner.query(`DROP INDEX \`IDX_conversation_status_changes_conversation\` ON \`conversation_status_changes\``);
    await queryRunner.query(`DROP TABLE \`conversation_status_changes\``);
    await queryRunner.query(`DROP INDEX \`IDX_conversation_replies_conversation\` ON \`conversation_replies\``);
    await queryRunner.query(`DROP TABLE \`conversation_replies\``);
    await queryRunner.query(`DROP INDEX \`IDX_conversations_receiver_activity\` ON \`conversations\``);
    await queryRunner.query(`DROP INDEX \`IDX_conversations_sender_activity\` ON \`conversations\``);
    await queryRunner.query(`DROP INDEX \`IDX_conversations_status_created\` ON \`conversations\``);
    await queryRunner.query(`DROP INDEX \`UQ_conversations_request\` ON \`conversations\``);
    await queryRunner.query(`DROP TABLE \`conversations\``);
  }
}
