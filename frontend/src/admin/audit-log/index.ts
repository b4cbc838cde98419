import AuditIcon from '@mui/icons-material/History';
import { AuditLogList } from './AuditLogList';

export const auditLog = { list: AuditLogList, icon: AuditIcon };
