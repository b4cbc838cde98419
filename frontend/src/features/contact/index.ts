export { default } from './components/ContactPage';
