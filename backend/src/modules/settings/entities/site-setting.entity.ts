import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** A switch the admins turn in the dashboard (the sections' Coming Soon / Open); a missing row is its default. */
@Entity('site_settings')
export class SiteSetting {
  @PrimaryColumn({ type: 'varchar', length: 40 })
  key: string;

  @Column({ type: 'varchar', length: 40 })
  value: string;

  @UpdateDateColumn({ name: 'updated_at' })
  updatedAt: Date;
}
