export { default } from './components/MessagesPage';
