export { default } from './components/NotificationsPage';
