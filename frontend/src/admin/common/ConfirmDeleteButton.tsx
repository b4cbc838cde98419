import { DeleteButton, useNotify } from 'react-admin';

interface ConfirmDeleteButtonProps {
  /** The confirmation question, e.g. "Delete this ad?". */
  confirmTitle: string;
  /** What deleting does, said before the moderator confirms. */
  confirmContent: string;
  successMessage: string;
}

/** Delete behind a confirmation dialog; the row leaves the list once the API has answered. */
export function ConfirmDeleteButton({ confirmTitle, confirmContent, successMessage }: ConfirmDeleteButtonProps) {
  const notify = useNotify();
  return (
    <DeleteButton
      mutationMode="pessimistic"
      redirect={false}
      confirmTitle={confirmTitle}
      confirmContent={confirmContent}
      // react-admin's own success notice would fall back to its generic "Element deleted" text.
      mutationOptions={{ onSuccess: () => notify(successMessage, { type: 'success' }) }}
    />
  );
}
