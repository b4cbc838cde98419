import GroupIcon from '@mui/icons-material/Business';
import PendingGroupIcon from '@mui/icons-material/DomainAdd';
import { BusinessGroupList, PendingBusinessGroupList } from './BusinessGroupList';

export const businessGroups = { list: BusinessGroupList, icon: GroupIcon, recordRepresentation: 'title' };
export const pendingBusinessGroups = {
  list: PendingBusinessGroupList,
  icon: PendingGroupIcon,
  recordRepresentation: 'title',
};
