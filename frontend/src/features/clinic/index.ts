export { default } from './components/VirtualClinicPage';
