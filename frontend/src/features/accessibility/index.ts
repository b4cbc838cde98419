export { default } from './components/AccessibilityStatementPage';
