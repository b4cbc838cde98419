import HelperIcon from '@mui/icons-material/VolunteerActivism';
import SeekerIcon from '@mui/icons-material/PersonSearch';
import { UserList } from './UserList';

export const helpers = { list: UserList, icon: HelperIcon, recordRepresentation: 'name' };
export const seekers = { list: UserList, icon: SeekerIcon, recordRepresentation: 'name' };
