import ContactFormIcon from '@mui/icons-material/ContactMail';
import { ContactFormList } from './ContactFormList';

export const contactForms = { list: ContactFormList, icon: ContactFormIcon };
