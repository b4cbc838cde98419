export { AccountPage as default, AccountPage } from './components/AccountPage';
