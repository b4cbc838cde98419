// My ads' edit form, for the app to hand to the account page (a feature does not import another): loaded on first use.
export { EditAdDialog as default } from './components/EditAdDialog';
export type { EditAdDialogProps } from './components/EditAdDialog';
