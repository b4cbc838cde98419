export { default } from './components/AdsPage';
