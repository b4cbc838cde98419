import { BusinessGroup } from './entities/business-group.entity';
import { BusinessGroupDto } from './dto/business-group-response.dto';

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
