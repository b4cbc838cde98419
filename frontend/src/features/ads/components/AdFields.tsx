import { TextField } from '../../../components/TextField';
import { AD_CATEGORIES, FORM_FIELDS, OPTION_LABELS } from '@community/vocabulary';
import { SelectField } from '../../../components/SelectField';
import type { useForm } from '../../../lib/use-form';
import type { AdSubmission } from '../api/submit-ad';
import { AdImagePicker } from './AdImagePicker';
import type { AdPictures } from './use-ad-pictures';

const FIELDS = FORM_FIELDS.ad;

type AdForm = ReturnType<typeof useForm<AdSubmission>>;

/** The ad's pictures and fields, shared by posting an ad and editing one (My ads). */
export function AdFields({ form, pictures }: { form: AdForm; pictures: AdPictures }) {
  return (
    <>
      <AdImagePicker pictures={pictures} />
      <TextField label={FIELDS.title.label} {...form.field('title')} />
      <TextField label={FIELDS.description.label} {...form.field('description')} />
      <SelectField
        label={FIELDS.category.label}
        placeholder={FIELDS.category.placeholder}
        options={AD_CATEGORIES}
        optionLabels={OPTION_LABELS.adCategories}
        {...form.field('category')}
      />
      <TextField label={FIELDS.ad_description.label} multiline minRows={3} {...form.field('ad_description')} />
      <TextField label={FIELDS.price_offer.label} {...form.field('price_offer')} />
      <TextField label={FIELDS.contact_email.label} type="email" autoComplete="email" {...form.field('contact_email')} />
      <TextField label={FIELDS.contact_phone.label} type="tel" autoComplete="tel" {...form.field('contact_phone')} />
      <TextField label={FIELDS.location.label} {...form.field('location')} />
    </>
  );
}
