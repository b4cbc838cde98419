import MailIcon from '@mui/icons-material/MarkEmailUnread';
import { MailOutboxList } from './MailOutboxList';

export const mailOutbox = { list: MailOutboxList, icon: MailIcon };
