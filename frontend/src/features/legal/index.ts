export { default } from './components/LegalAssistancePage';
