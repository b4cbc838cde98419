import { BUSINESS_GROUP_STATUS_LABELS } from '@community/vocabulary';
import { MyBusinessGroupDto } from './dto/my-business-group.dto';
import { BusinessGroup } from './entities/business-group.entity';
import { AdminBusinessGroupDto, BusinessGroupDto } from './dto/business-group-response.dto';
import { BusinessGroupRow } from './business-groups.query';

/** The spec's business group fields and nothing else (industry and confirmations stay private). */
export function mapBusinessGroup(group: BusinessGroup): BusinessGroupDto {
  return {
    id: group.id,
    title: group.title,
    description: group.description,
    website: group.website,
    email: group.email,
    status: Number(group.status),
    user_id: group.userId,
  };
}

/** What the admin panel also needs to decide: the last reason given and an edit waiting beside the live version. */
export function mapAdminBusinessGroup(group: BusinessGroup): AdminBusinessGroupDto {
  const edit = group.pendingEdit;
  return {
    ...mapBusinessGroup(group),
    rejection_reason: group.rejectionReason,
    pending_edit: edit ? { title: edit.title, description: edit.description, website: edit.website } : null,
  };
}

/** The same fields from a list's plain row (the directory is read without hydrating entities). */
export function mapBusinessGroupRow(row: BusinessGroupRow): BusinessGroupDto {
  return {
    id: Number(row.id),
    title: row.title,
    description: row.description,
    website: row.website,
    email: row.email,
    status: Number(row.status),
    user_id: Number(row.user_id),
  };
}

const STATUS_NAMES = ['pending', 'approved', 'rejected'] as const;

/** What only the owner sees: the status in words, the admin's reason, an edit waiting for review. */
export function mapMyBusinessGroup(group: BusinessGroup): MyBusinessGroupDto {
  const status = STATUS_NAMES[Number(group.status)] ?? 'pending';
  const edit = group.pendingEdit;
  return {
    id: group.id,
    title: group.title,
    description: group.description,
    website_url: group.website,
    industry: group.industry,
    status,
    status_label: BUSINESS_GROUP_STATUS_LABELS[status],
    rejection_reason: group.rejectionReason,
    pending_edit: edit ? { title: edit.title, description: edit.description, website_url: edit.website } : null,
  };
}
