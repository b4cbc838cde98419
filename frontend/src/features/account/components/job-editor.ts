import type { ComponentType } from 'react';
import type { MyJob } from '../../../lib/api/jobs';

export interface JobEditorProps {
  job: MyJob;
  onClose: () => void;
  /** After a save (the posting goes back to review), with the API's sentence. */
  onSaved: (message: string) => void;
}

/**
 * The edit form of a posting belongs to the jobs feature (its fields and rules); a feature does not import another, so
 * the app hands it to the account page (app/routes.tsx), which opens it from My jobs, as it does the ad editor.
 */
export type JobEditor = ComponentType<JobEditorProps>;
