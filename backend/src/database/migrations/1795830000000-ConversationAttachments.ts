import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Files sent in conversations: the job applications' CVs (issue #27, docs/jobs.md "The CV"). A new table, so every
 * existing row stays as it was; the files themselves live in PRIVATE_FILES_DIR. SQLite is synchronised from the entity.
 */
export class ConversationAttachments1795830000000 implements MigrationInterface {
  name = 'ConversationAttachments1795830000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE `conversation_attachments` (`id` int NOT NULL AUTO_INCREMENT, `conversation_id` int NOT NULL, `message_id` int NULL, `uploader_id` int NULL, `file_name` varchar(255) NOT NULL, `size` int NOT NULL, `content_type` varchar(100) NOT NULL, `stored_path` varchar(100) NOT NULL, `created_at` datetime(3) NOT NULL, INDEX `IDX_conversation_attachments_conversation_id` (`conversation_id`), INDEX `IDX_conversation_attachments_uploader_id` (`uploader_id`), UNIQUE INDEX `UQ_conversation_attachments_stored_path` (`stored_path`), INDEX `IDX_conversation_attachments_created_at` (`created_at`), PRIMARY KEY (`id`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci',
    );
    await queryRunner.query(
      'ALTER TABLE `conversation_attachments` ADD CONSTRAINT `FK_1370577a3cf7550d3157b5b1928` FOREIGN KEY (`conversation_id`) REFERENCES `conversations`(`id`) ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE `conversation_attachments` DROP FOREIGN KEY `FK_1370577a3cf7550d3157b5b1928`');
    await queryRunner.query('DROP TABLE `conversation_attachments`');
  }
}
