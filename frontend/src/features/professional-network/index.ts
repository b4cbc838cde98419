export { default } from './components/ProfessionalNetworkPage';
