import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Web Push (issue #26, docs/notifications.md "Push"): devices' subscriptions, the push outbox, "seen in the app" for
 * the quiet rule, push settings per kind, and the generated VAPID pair. New tables only: every existing row is kept.
 */
export class WebPush1795840000000 implements MigrationInterface {
  name = 'WebPush1795840000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE `push_subscriptions` (`id` int NOT NULL AUTO_INCREMENT, `user_id` int NOT NULL, `endpoint_hash` varchar(64) NOT NULL, `endpoint` varchar(1000) NOT NULL, `p256dh` varchar(100) NOT NULL, `auth` varchar(40) NOT NULL, `created_at` datetime(3) NOT NULL, `last_success_at` datetime(3) NULL, INDEX `IDX_push_subscriptions_user` (`user_id`), UNIQUE INDEX `UQ_push_subscriptions_endpoint_hash` (`endpoint_hash`), PRIMARY KEY (`id`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci',
    );
    await queryRunner.query(
      'CREATE TABLE `push_deliveries` (`id` int NOT NULL AUTO_INCREMENT, `subscription_id` int NOT NULL, `user_id` int NOT NULL, `title` varchar(120) NOT NULL, `link` varchar(255) NULL, `status` varchar(10) NOT NULL, `attempts` int NOT NULL DEFAULT 0, `next_attempt_at` datetime(3) NOT NULL, `lease_until` datetime(3) NULL, `claim_id` varchar(36) NULL, `created_at` datetime(3) NOT NULL, `finished_at` datetime(3) NULL, INDEX `IDX_push_deliveries_status_due` (`status`, `next_attempt_at`), PRIMARY KEY (`id`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci',
    );
    await queryRunner.query(
      'CREATE TABLE `push_presence` (`user_id` int NOT NULL, `seen_at` datetime(3) NOT NULL, PRIMARY KEY (`user_id`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci',
    );
    await queryRunner.query(
      'CREATE TABLE `push_settings` (`user_id` int NOT NULL, `settings` text NOT NULL, PRIMARY KEY (`user_id`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci',
    );
    await queryRunner.query(
      'CREATE TABLE `push_vapid_keys` (`name` varchar(20) NOT NULL, `public_key` varchar(100) NOT NULL, `private_key` varchar(100) NOT NULL, `created_at` datetime(3) NOT NULL, PRIMARY KEY (`name`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci',
    );
    await queryRunner.query(
      'ALTER TABLE `push_subscriptions` ADD CONSTRAINT `FK_push_subscriptions_user` FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE `push_deliveries` ADD CONSTRAINT `FK_push_deliveries_subscription` FOREIGN KEY (`subscription_id`) REFERENCES `push_subscriptions`(`id`) ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE `push_deliveries` ADD CONSTRAINT `FK_push_deliveries_user` FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE `push_presence` ADD CONSTRAINT `FK_push_presence_user` FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE `push_settings` ADD CONSTRAINT `FK_push_settings_user` FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE `push_settings` DROP FOREIGN KEY `FK_push_settings_user`');
    await queryRunner.query('ALTER TABLE `push_presence` DROP FOREIGN KEY `FK_push_presence_user`');
    await queryRunner.query('ALTER TABLE `push_deliveries` DROP FOREIGN KEY `FK_push_deliveries_user`');
    await queryRunner.query('ALTER TABLE `push_deliveries` DROP FOREIGN KEY `FK_push_deliveries_subscription`');
    await queryRunner.query('ALTER TABLE `push_subscriptions` DROP FOREIGN KEY `FK_push_subscriptions_user`');
    await queryRunner.query('DROP TABLE `push_vapid_keys`');
    await queryRunner.query('DROP TABLE `push_settings`');
    await queryRunner.query('DROP TABLE `push_presence`');
    await queryRunner.query('DROP TABLE `push_deliveries`');
    await queryRunner.query('DROP TABLE `push_subscriptions`');
  }
}
