export { default } from './components/PostJobPage';
