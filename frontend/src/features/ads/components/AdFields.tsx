import { TextField } from '../../../components/TextField';
import { AD_CATEGORIES, AD_SCREEN_TEXTS } from '@community/vocabulary';
import { SelectField } from '../../../components/SelectField';
import type { useForm } from '../../../lib/use-form';
import type { AdSubmission } from '../api/submit-ad';
import { AdImagePicker } from './AdImagePicker';
import type { AdPictures } from './use-ad-pictures';

const label = AD_SCREEN_TEXTS.fields;

type AdForm = ReturnType<typeof useForm<AdSubmission>>;

/** The ad's pictures and fields, shared by posting an ad and editing one (My ads). */
export function AdFields({ form, pictures }: { form: AdForm; pictures: AdPictures }) {
  return (
    <>
      <AdImagePicker pictures={pictures} />
      <TextField label={label.title} {...form.field('title')} />
      <TextField label={label.description} {...form.field('description')} />
      <SelectField label={label.category} placeholder={label.categoryPlaceholder} options={AD_CATEGORIES} {...form.field('category')} />
      <TextField label={label.adDescription} multiline minRows={3} {...form.field('ad_description')} />
      <TextField label={label.priceOffer} {...form.field('price_offer')} />
      <TextField label={label.contactEmail} type="email" autoComplete="email" {...form.field('contact_email')} />
      <TextField label={label.contactPhone} type="tel" autoComplete="tel" {...form.field('contact_phone')} />
      <TextField label={label.location} {...form.field('location')} />
    </>
  );
}
