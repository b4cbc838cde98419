import { Alert, Button, DialogActions, Stack } from '@mui/material';
import { ErrorSummary } from '../../../components/ErrorSummary';
import { AD_IMAGES_FIELD_ID } from './AdImagePicker';
import { OutcomeAlert } from '../../../components/OutcomeAlert';
import { AD_SCREEN_TEXTS, LIMITS, MESSAGES, SCREEN_TEXTS } from '@community/vocabulary';
import { AppModal } from '../../../components/AppModal';
import { BusyButton } from '../../../components/BusyButton';
import { useForm } from '../../../lib/use-form';
import { useFormSubmission } from '../../../lib/use-form-submission';
import { submitAd, type AdSubmission } from '../api/submit-ad';
import { AdFields } from './AdFields';
import { useAdPictures } from './use-ad-pictures';
import { validateAd } from './ad-rules';
import { compressImage } from './compress-image';

const initial: AdSubmission = {
  title: '',
  description: '',
  category: '',
  ad_description: '',
  price_offer: '',
  contact_email: '',
  contact_phone: '',
  location: '',
};

/** Shown on the board after the form closes on success. */
export function AdSubmittedNotice({ onClose }: { onClose: () => void }) {
  return (
    <Alert severity="success" onClose={onClose} sx={{ mb: 2 }}>
      {MESSAGES.ad.success}
    </Alert>
  );
}

interface RegisterAdModalProps {
  open: boolean;
  onClose: () => void;
  onSubmitted: () => void;
}

export function RegisterAdModal({ open, onClose, onSubmitted }: RegisterAdModalProps) {
  const form = useForm(initial, validateAd);
  const pictures = useAdPictures();
  const images = pictures.added;

  function close() {
    form.reset();
    pictures.clear();
    submission.reset();
    onClose();
  }

  const submission = useFormSubmission({
    check: () => {
      const fieldsValid = form.check();
      const enoughImages = images.length >= LIMITS.adImagesMin;
      pictures.setError(enoughImages ? '' : MESSAGES.ad.tooFewImages);
      return fieldsValid && enoughImages;
    },
    problems: () => [...(images.length < LIMITS.adImagesMin ? [{ fieldId: AD_IMAGES_FIELD_ID, text: MESSAGES.ad.tooFewImages }] : []), ...form.problems()],
    send: async () => {
      const compressed = await Promise.all(images.map(compressImage));
      const trimmed = Object.fromEntries(Object.entries(form.values).map(([key, value]) => [key, value.trim()])) as AdSubmission;
      const { status, data } = await submitAd(trimmed, compressed);
      if (status === 201) return { severity: 'success', text: '' };
      // The API's reason when it gives one (not a picture, too many pixels, the daily limit...); the spec's text for a
      // 413 and for a failure without a reason.
      return { severity: 'error', text: (status !== 413 && data.error_message) || MESSAGES.ad.tooLarge };
    },
    thrownText: MESSAGES.ad.tooLarge,
    afterSuccess: {
      then: () => {
        close();
        onSubmitted();
      },
    },
  });

  return (
    <AppModal open={open} title={AD_SCREEN_TEXTS.registerTitle} onClose={close} maxWidth="md">
      <Stack component="form" id="register-ad-form" noValidate spacing={2} onSubmit={submission.handleSubmit} sx={{ pt: 1 }}>
        <ErrorSummary {...submission.summary} />
        <AdFields form={form} pictures={pictures} />
        <Alert severity="info">{SCREEN_TEXTS.adReviewNotice}</Alert>
        <OutcomeAlert outcome={submission.outcome?.severity === 'error' ? submission.outcome : null} />
        <DialogActions sx={{ px: 0 }}>
          <Button onClick={close}>{SCREEN_TEXTS.buttons.close}</Button>
          <BusyButton phase={submission.phase} label={SCREEN_TEXTS.buttons.submitAd} busyLabel={SCREEN_TEXTS.buttons.submitting} />
        </DialogActions>
      </Stack>
    </AppModal>
  );
}
