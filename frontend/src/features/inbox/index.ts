export { default } from './components/InboxPage';
