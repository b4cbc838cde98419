export { default } from './components/BusinessDirectoryPage';
