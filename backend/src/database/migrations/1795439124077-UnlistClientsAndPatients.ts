import { MigrationInterface, QueryRunner } from 'typeorm';
import { HEALTH_INDUSTRY, LEGAL_INDUSTRY } from '@community/vocabulary';
import { unlistClientsAndPatients } from '../unlisted-members';

/**
 * Legal Assistance and the Virtual Clinic list lawyers and doctors, the helpers of their industries; their seekers
 * (clients and patients) leave the directories. Every row stays: only the derived section columns change.
 */
export class UnlistClientsAndPatients1795439124077 implements MigrationInterface {
  name = 'UnlistClientsAndPatients1795439124077';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await unlistClientsAndPatients(queryRunner);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `UPDATE users SET directory_section = CASE industry WHEN ? THEN 'legal-assistance' ELSE 'virtual-clinic' END,
         verified_industry = CASE WHEN verified_at IS NULL THEN NULL ELSE industry END
       WHERE role = 'seeker' AND industry IN (?, ?)`,
      [LEGAL_INDUSTRY, LEGAL_INDUSTRY, HEALTH_INDUSTRY],
    );
  }
}
