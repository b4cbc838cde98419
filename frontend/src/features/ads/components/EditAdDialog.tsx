import { Alert, DialogActions, Stack } from '@mui/material';
import { useMemo, useRef } from 'react';
import { ACCOUNT_SCREEN_TEXTS, ACCOUNT_TEXTS, AD_SCREEN_TEXTS, LIMITS, MESSAGES } from '@community/vocabulary';
import { AppModal } from '../../../components/AppModal';
import { BusyButton } from '../../../components/BusyButton';
import { ErrorSummary } from '../../../components/ErrorSummary';
import { OutcomeAlert } from '../../../components/OutcomeAlert';
import { useForm } from '../../../lib/use-form';
import { useFormSubmission } from '../../../lib/use-form-submission';
import { serverText } from '../../../lib/server-text';
import type { AdSubmission } from '../api/submit-ad';
import { updateMyAd, type SavedAd } from '../api/update-my-ad';
import { AdFields } from './AdFields';
import { AD_IMAGES_FIELD_ID } from './AdImagePicker';
import { adImageUrls, parseImagePaths } from './ad-images';
import { validateAd } from './ad-rules';
import { compressImage } from './compress-image';
import { useAdPictures, type AdPictures, type CurrentPicture } from './use-ad-pictures';

export interface EditAdDialogProps {
  /** The ad as My ads holds it (its own record of GET /account/ads). */
  ad: SavedAd;
  onClose: () => void;
  /** After a save: the ad as stored and the API's sentence, for the page to show once the dialog has closed. */
  onSaved: (ad: SavedAd, message: string) => void;
}

const FIELDS: (keyof AdSubmission)[] = ['title', 'description', 'category', 'ad_description', 'price_offer', 'contact_email', 'contact_phone', 'location'];

function valuesOf(ad: SavedAd): AdSubmission {
  return Object.fromEntries(FIELDS.map((key) => [key, ad[key] ?? ''])) as AdSubmission;
}

function picturesOf(ad: SavedAd): CurrentPicture[] {
  const thumbnails = adImageUrls(ad.thumbnail_url);
  const full = adImageUrls(ad.image_url);
  return parseImagePaths(ad.image_url).map((path, index) => ({ path, src: thumbnails[index] ?? full[index] }));
}

function reviewNotice(status: string): string {
  const notices = AD_SCREEN_TEXTS.editReviewNotice;
  return status === 'approved' ? notices.approved : status === 'pending' ? notices.pending : notices.other;
}

/**
 * The request body: the text alone while the pictures are as they were; with `keep_images` (the current pictures
 * still shown) once one is removed; multipart when new pictures go up after the kept ones.
 */
async function editBody(fields: Record<string, string>, pictures: AdPictures): Promise<Record<string, string | string[]> | FormData> {
  if (!pictures.changed) return fields;
  const keep = pictures.current.map((picture) => picture.path);
  if (pictures.added.length === 0) return { ...fields, keep_images: keep };
  const body = new FormData();
  Object.entries(fields).forEach(([key, value]) => body.append(key, value));
  keep.forEach((path) => body.append('keep_images', path));
  (await Promise.all(pictures.added.map(compressImage))).forEach((image) => body.append('images', image, image.name));
  return body;
}

/** My ads' edit: the board's form and rules, the ad's pictures to keep or remove and new ones to add (3-7 in all). */
export function EditAdDialog({ ad, onClose, onSaved }: EditAdDialogProps) {
  const form = useForm(valuesOf(ad), validateAd);
  const pictures = useAdPictures(useMemo(() => picturesOf(ad), [ad]));
  const saved = useRef<{ ad: SavedAd; message: string } | null>(null);
  const picturesFit = () => !pictures.changed || (pictures.count >= LIMITS.adImagesMin && pictures.count <= LIMITS.adImagesMax);

  const submission = useFormSubmission({
    check: () => {
      const fieldsValid = form.check();
      pictures.setError(picturesFit() ? '' : MESSAGES.ad.tooFewImages);
      return fieldsValid && picturesFit();
    },
    problems: () => [...(picturesFit() ? [] : [{ fieldId: AD_IMAGES_FIELD_ID, text: MESSAGES.ad.tooFewImages }]), ...form.problems()],
    send: async () => {
      const trimmed = Object.fromEntries(Object.entries(form.values).map(([key, value]) => [key, value.trim()]));
      const { ok, data } = await updateMyAd(ad.id, await editBody(trimmed, pictures));
      if (!ok || !data.ad) return { severity: 'error', text: serverText(data, ACCOUNT_SCREEN_TEXTS.failed) };
      saved.current = { ad: data.ad, message: serverText(data, ACCOUNT_TEXTS.adSaved) };
      // The page says it once the dialog has closed, where the member looks next.
      return { severity: 'success', text: '' };
    },
    thrownText: ACCOUNT_SCREEN_TEXTS.failed,
    afterSuccess: { then: () => saved.current && onSaved(saved.current.ad, saved.current.message) },
  });

  return (
    <AppModal open title={ACCOUNT_SCREEN_TEXTS.ads.editTitle} onClose={onClose} maxWidth="md">
      <Stack component="form" id="edit-ad-form" noValidate spacing={2} onSubmit={submission.handleSubmit} sx={{ pt: 1 }}>
        <ErrorSummary {...submission.summary} />
        <AdFields form={form} pictures={pictures} />
        <Alert severity="info">{reviewNotice(ad.status)}</Alert>
        <OutcomeAlert outcome={submission.outcome} />
        <DialogActions sx={{ px: 0 }}>
          <BusyButton phase={submission.phase} label={ACCOUNT_SCREEN_TEXTS.save} busyLabel={ACCOUNT_SCREEN_TEXTS.saving} />
        </DialogActions>
      </Stack>
    </AppModal>
  );
}

export default EditAdDialog;
