import HelperIcon from '@mui/icons-material/VolunteerActivism';
import SeekerIcon from '@mui/icons-material/PersonSearch';
import AdminIcon from '@mui/icons-material/AdminPanelSettings';
import { UserList } from './UserList';
import { AdminAccountList } from './AdminAccountList';
import { UserShow } from './UserShow';

export const helpers = { list: UserList, show: UserShow, icon: HelperIcon, recordRepresentation: 'name' };
export const seekers = { list: UserList, show: UserShow, icon: SeekerIcon, recordRepresentation: 'name' };
export const admins = { list: AdminAccountList, show: UserShow, icon: AdminIcon, recordRepresentation: 'name' };
