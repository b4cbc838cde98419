import GroupIcon from '@mui/icons-material/Business';
import PendingGroupIcon from '@mui/icons-material/DomainAdd';
import EditNoteIcon from '@mui/icons-material/EditNote';
import { BusinessGroupList, PendingBusinessGroupList } from './BusinessGroupList';
import { PendingEditList, PendingEditShow } from './PendingEdits';

export const businessGroups = { list: BusinessGroupList, icon: GroupIcon, recordRepresentation: 'title' };
export const pendingBusinessGroups = {
  list: PendingBusinessGroupList,
  icon: PendingGroupIcon,
  recordRepresentation: 'title',
};
/** Edits of approved listings waiting for review (issue #11): the live version stays public until approved. */
export const pendingBusinessGroupEdits = { list: PendingEditList, show: PendingEditShow, icon: EditNoteIcon, recordRepresentation: 'title' };
