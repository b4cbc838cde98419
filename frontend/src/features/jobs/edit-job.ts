// The posting's edit form, for My jobs (the app hands it to the account page: features do not import each other).
export { default } from './components/EditJobDialog';
