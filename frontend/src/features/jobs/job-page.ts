export { default } from './components/JobPage';
