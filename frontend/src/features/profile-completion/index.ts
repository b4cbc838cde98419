export { ProfileCompletionPage } from './components/ProfileCompletionPage';
