export { default } from './components/JobsPage';
