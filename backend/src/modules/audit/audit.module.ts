import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditLogEntry } from './entities/audit-log-entry.entity';
import { AuditService } from './audit.service';
import { AuditRepository } from './audit.repository';
import { AdminAuditLogController } from './admin-audit-log.controller';
import { AdminAuditLogService } from './admin-audit-log.service';

/** Who did what to which item: written by every moderation action, read by the admin panel's audit-log resource. */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([AuditLogEntry])],
  controllers: [AdminAuditLogController],
  providers: [AuditRepository, AuditService, AdminAuditLogService],
  exports: [AuditService, TypeOrmModule],
})
export class AuditModule {}
