import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager, SelectQueryBuilder } from 'typeorm';
import { AuditLogEntry } from './entities/audit-log-entry.entity';

/** The audit log: written inside the transaction of the action it records, read by the admin panel. */
@Injectable()
export class AuditRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Through `manager` so the entry commits or rolls back with its action; on its own without one. */
  async add(entry: AuditLogEntry, manager?: EntityManager): Promise<void> {
    await (manager ?? this.dataSource.manager).save(entry);
  }

  /** On `manager` when ReadReplicas hands one (a replica's), else the primary. */
  listQuery(manager?: EntityManager): SelectQueryBuilder<AuditLogEntry> {
    return (manager ?? this.dataSource.manager).getRepository(AuditLogEntry).createQueryBuilder('entry');
  }

  findById(id: number): Promise<AuditLogEntry | null> {
    return this.dataSource.getRepository(AuditLogEntry).findOneBy({ id });
  }
}
