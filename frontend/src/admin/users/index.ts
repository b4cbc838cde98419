import HelperIcon from '@mui/icons-material/VolunteerActivism';
import SeekerIcon from '@mui/icons-material/PersonSearch';
import AdminIcon from '@mui/icons-material/AdminPanelSettings';
import { UserList } from './UserList';
import { AdminAccountList } from './AdminAccountList';

export const helpers = { list: UserList, icon: HelperIcon, recordRepresentation: 'name' };
export const seekers = { list: UserList, icon: SeekerIcon, recordRepresentation: 'name' };
export const admins = { list: AdminAccountList, icon: AdminIcon, recordRepresentation: 'name' };
