export { ProfileCompletionPage as default, ProfileCompletionPage } from './components/ProfileCompletionPage';
