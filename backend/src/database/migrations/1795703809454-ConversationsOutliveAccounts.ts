import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Deleting an account no longer deletes the other participant's conversations (docs/conversations.md, "Deleted
 * accounts"): a thread's sender, receiver, a reply's author, a request's receiver and a report's reporter become
 * NULL instead of taking their rows with them. Reports may name the reported message. Every row is kept.
 */
export class ConversationsOutliveAccounts1795703809454 implements MigrationInterface {
  name = 'ConversationsOutliveAccounts1795703809454';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`inbox_messages\` DROP FOREIGN KEY \`FK_1e5380d95df15812f6caaa81a89\``);
    await queryRunner.query(`ALTER TABLE \`conversations\` DROP FOREIGN KEY \`FK_e3c404a3d131a6e14028623bb76\``);
    await queryRunner.query(`ALTER TABLE \`conversations\` DROP FOREIGN KEY \`FK_ec8f1ab69cfd2439bc5603a663a\``);
    await queryRunner.query(`ALTER TABLE \`conversation_replies\` DROP FOREIGN KEY \`FK_fc775ea74c01b45630401cd8f2c\``);
    await queryRunner.query(`ALTER TABLE \`reports\` DROP FOREIGN KEY \`FK_9459b9bf907a3807ef7143d2ead\``);
    await queryRunner.query(`ALTER TABLE \`inbox_messages\` MODIFY \`receiver_id\` int NULL`);
    await queryRunner.query(`ALTER TABLE \`conversations\` MODIFY \`receiver_id\` int NULL`);
    await queryRunner.query(`ALTER TABLE \`conversation_replies\` MODIFY \`author_id\` int NULL`);
    await queryRunner.query(`ALTER TABLE \`reports\` MODIFY \`reporter_id\` int NULL, ADD \`message_id\` int NULL`);
    await queryRunner.query(
      `ALTER TABLE \`inbox_messages\` ADD CONSTRAINT \`FK_1e5380d95df15812f6caaa81a89\` FOREIGN KEY (\`receiver_id\`) REFERENCES \`users\`(\`id\`) ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`conversations\` ADD CONSTRAINT \`FK_e3c404a3d131a6e14028623bb76\` FOREIGN KEY (\`sender_id\`) REFERENCES \`users\`(\`id\`) ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`conversations\` ADD CONSTRAINT \`FK_ec8f1ab69cfd2439bc5603a663a\` FOREIGN KEY (\`receiver_id\`) REFERENCES \`users\`(\`id\`) ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`conversation_replies\` ADD CONSTRAINT \`FK_fc775ea74c01b45630401cd8f2c\` FOREIGN KEY (\`author_id\`) REFERENCES \`users\`(\`id\`) ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`reports\` ADD CONSTRAINT \`FK_9459b9bf907a3807ef7143d2ead\` FOREIGN KEY (\`reporter_id\`) REFERENCES \`users\`(\`id\`) ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`reports\` ADD CONSTRAINT \`FK_29d8cd139bb3dcc63eb4649f6cd\` FOREIGN KEY (\`message_id\`) REFERENCES \`conversation_replies\`(\`id\`) ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
  }

  /** The old schema cannot hold a thread without one of its members: those rows go, as the old code deleted them. */
  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`reports\` DROP FOREIGN KEY \`FK_29d8cd139bb3dcc63eb4649f6cd\``);
    await queryRunner.query(`ALTER TABLE \`reports\` DROP FOREIGN KEY \`FK_9459b9bf907a3807ef7143d2ead\``);
    await queryRunner.query(`ALTER TABLE \`conversation_replies\` DROP FOREIGN KEY \`FK_fc775ea74c01b45630401cd8f2c\``);
    await queryRunner.query(`ALTER TABLE \`conversations\` DROP FOREIGN KEY \`FK_ec8f1ab69cfd2439bc5603a663a\``);
    await queryRunner.query(`ALTER TABLE \`conversations\` DROP FOREIGN KEY \`FK_e3c404a3d131a6e14028623bb76\``);
    await queryRunner.query(`ALTER TABLE \`inbox_messages\` DROP FOREIGN KEY \`FK_1e5380d95df15812f6caaa81a89\``);
    await queryRunner.query(`DELETE FROM \`reports\` WHERE \`reporter_id\` IS NULL`);
    await queryRunner.query(`DELETE FROM \`conversation_replies\` WHERE \`author_id\` IS NULL`);
    await queryRunner.query(
      `DELETE FROM \`inbox_messages\` WHERE \`receiver_id\` IS NULL OR \`id\` IN (SELECT \`request_id\` FROM \`conversations\` WHERE \`receiver_id\` IS NULL OR (\`sender_id\` IS NULL AND \`kind\` <> 'business-groups'))`,
    );
    await queryRunner.query(`ALTER TABLE \`reports\` DROP COLUMN \`message_id\`, MODIFY \`reporter_id\` int NOT NULL`);
    await queryRunner.query(`ALTER TABLE \`conversation_replies\` MODIFY \`author_id\` int NOT NULL`);
    await queryRunner.query(`ALTER TABLE \`conversations\` MODIFY \`receiver_id\` int NOT NULL`);
    await queryRunner.query(`ALTER TABLE \`inbox_messages\` MODIFY \`receiver_id\` int NOT NULL`);
    await queryRunner.query(
      `ALTER TABLE \`reports\` ADD CONSTRAINT \`FK_9459b9bf907a3807ef7143d2ead\` FOREIGN KEY (\`reporter_id\`) REFERENCES \`users\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`conversation_replies\` ADD CONSTRAINT \`FK_fc775ea74c01b45630401cd8f2c\` FOREIGN KEY (\`author_id\`) REFERENCES \`users\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`conversations\` ADD CONSTRAINT \`FK_ec8f1ab69cfd2439bc5603a663a\` FOREIGN KEY (\`receiver_id\`) REFERENCES \`users\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`conversations\` ADD CONSTRAINT \`FK_e3c404a3d131a6e14028623bb76\` FOREIGN KEY (\`sender_id\`) REFERENCES \`users\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`inbox_messages\` ADD CONSTRAINT \`FK_1e5380d95df15812f6caaa81a89\` FOREIGN KEY (\`receiver_id\`) REFERENCES \`users\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }
}
