import type { ComponentType } from 'react';
import type { MyAd } from '../api/types';

export interface AdEditorProps {
  ad: MyAd;
  onClose: () => void;
  /** After a save: the ad as stored and the API's sentence. */
  onSaved: (ad: MyAd, message: string) => void;
}

/**
 * The edit form of an ad belongs to the ads feature (its fields, pictures and rules); a feature does not import
 * another, so the app hands it to the account page (app/routes.tsx), which opens it from My ads.
 */
export type AdEditor = ComponentType<AdEditorProps>;
