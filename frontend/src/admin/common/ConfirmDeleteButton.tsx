import { DeleteButton, useNotify, type RedirectionSideEffect } from 'react-admin';

interface ConfirmDeleteButtonProps {
  /** The confirmation question, e.g. "Delete this ad?". */
  confirmTitle: string;
  /** What deleting does, said before the moderator confirms. */
  confirmContent: string;
  successMessage: string;
  /** Where to go once done: nowhere from a list row, back to the list from a record's page. */
  redirect?: RedirectionSideEffect;
}

/** Delete behind a confirmation dialog; the row leaves the list once the API has answered. */
export function ConfirmDeleteButton({ confirmTitle, confirmContent, successMessage, redirect = false }: ConfirmDeleteButtonProps) {
  const notify = useNotify();
  return (
    <DeleteButton
      mutationMode="pessimistic"
      redirect={redirect}
      confirmTitle={confirmTitle}
      confirmContent={confirmContent}
      // react-admin's own success notice would fall back to its generic "Element deleted" text.
      mutationOptions={{ onSuccess: () => notify(successMessage, { type: 'success' }) }}
    />
  );
}
