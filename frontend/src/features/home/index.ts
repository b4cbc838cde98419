export { default } from './components/HomePage';
