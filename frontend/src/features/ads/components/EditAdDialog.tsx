import { DialogActions, Stack } from '@mui/material';
import { ErrorSummary } from '../../../components/ErrorSummary';
import { AD_IMAGES_FIELD_ID } from '../../ads/components/AdImagePicker';
import { OutcomeAlert } from '../../../components/OutcomeAlert';
import { ACCOUNT_SCREEN_TEXTS, ACCOUNT_TEXTS, LIMITS, MESSAGES } from '@community/vocabulary';
import { AppModal } from '../../../components/AppModal';
import { BusyButton } from '../../../components/BusyButton';
import { useForm } from '../../../lib/use-form';
import { useFormSubmission } from '../../../lib/use-form-submission';
import { serverText } from '../../../lib/server-text';
import type { AdSubmission } from '../../ads/api/submit-ad';
import { AdFields, useAdImages } from '../../ads/components/AdFields';
import { validateAd } from '../../ads/components/ad-rules';
import { compressImage } from '../../ads/components/compress-image';
import { updateMyAd } from '../api/update-my-ad';
import type { MyAd } from '../api/types';

const FIELDS: (keyof AdSubmission)[] = ['title', 'description', 'category', 'ad_description', 'price_offer', 'contact_email', 'contact_phone', 'location'];

function valuesOf(ad: MyAd): AdSubmission {
  return Object.fromEntries(FIELDS.map((key) => [key, typeof ad[key] === 'string' ? (ad[key] as string) : ''])) as AdSubmission;
}

/** The board's ad form and rules; pictures are optional here: none keeps the current ones, otherwise 3-7 replace them. */
export function EditAdDialog({ ad, onClose, onSaved }: { ad: MyAd; onClose: () => void; onSaved: (ad: MyAd) => void }) {
  const form = useForm(valuesOf(ad), validateAd);
  const pictures = useAdImages();
  const { images } = pictures;

  const submission = useFormSubmission({
    check: () => {
      const fieldsValid = form.check();
      const imagesValid = images.length === 0 || images.length >= LIMITS.adImagesMin;
      pictures.setError(imagesValid ? '' : MESSAGES.ad.tooFewImages);
      return fieldsValid && imagesValid;
    },
    problems: () => [...(images.length > 0 && images.length < LIMITS.adImagesMin ? [{ fieldId: AD_IMAGES_FIELD_ID, text: MESSAGES.ad.tooFewImages }] : []), ...form.problems()],
    send: async () => {
      const trimmed = Object.fromEntries(Object.entries(form.values).map(([key, value]) => [key, value.trim()])) as Record<string, string>;
      let body: Record<string, string> | FormData = trimmed;
      if (images.length) {
        const multipart = new FormData();
        Object.entries(trimmed).forEach(([key, value]) => multipart.append(key, value));
        (await Promise.all(images.map(compressImage))).forEach((image) => multipart.append('images', image, image.name));
        body = multipart;
      }
      const { ok, data } = await updateMyAd(ad.id, body);
      if (!ok) return { severity: 'error', text: serverText(data, ACCOUNT_SCREEN_TEXTS.failed) };
      onSaved(data.ad);
      return { severity: 'success', text: serverText(data, ACCOUNT_TEXTS.adSaved) };
    },
    thrownText: ACCOUNT_SCREEN_TEXTS.failed,
    afterSuccess: { ms: 1500, then: onClose },
  });

  return (
    <AppModal open title={ACCOUNT_SCREEN_TEXTS.ads.editTitle} onClose={onClose} maxWidth="md">
      <Stack component="form" id="edit-ad-form" noValidate spacing={2} onSubmit={submission.handleSubmit} sx={{ pt: 1 }}>
        <ErrorSummary {...submission.summary} />
        <AdFields form={form} pictures={pictures} />
        <OutcomeAlert outcome={submission.outcome} />
        <DialogActions sx={{ px: 0 }}>
          <BusyButton phase={submission.phase} label={ACCOUNT_SCREEN_TEXTS.save} busyLabel={ACCOUNT_SCREEN_TEXTS.saving} />
        </DialogActions>
      </Stack>
    </AppModal>
  );
}
