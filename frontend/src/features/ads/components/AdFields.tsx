import { TextField } from '../../../components/TextField';
import { useState } from 'react';
import { AD_CATEGORIES, LIMITS, MESSAGES } from '@community/vocabulary';
import { SelectField } from '../../../components/SelectField';
import type { useForm } from '../../../lib/use-form';
import type { AdSubmission } from '../api/submit-ad';
import { AdImagePicker } from './AdImagePicker';

/** The pictures of an ad form: at most LIMITS.adImagesMax, with the picker's error. */
export function useAdImages() {
  const [images, setImages] = useState<File[]>([]);
  const [error, setError] = useState('');
  return {
    images,
    error,
    setError,
    add(files: File[]) {
      if (images.length + files.length > LIMITS.adImagesMax) {
        setError(MESSAGES.ad.tooManyImages);
        return;
      }
      setError('');
      setImages((current) => [...current, ...files]);
    },
    remove: (index: number) => setImages((current) => current.filter((_, i) => i !== index)),
    clear() {
      setImages([]);
      setError('');
    },
  };
}

type AdForm = ReturnType<typeof useForm<AdSubmission>>;

/** The ad's pictures and fields, shared by posting an ad and editing one (My ads). */
export function AdFields({ form, pictures }: { form: AdForm; pictures: ReturnType<typeof useAdImages> }) {
  return (
    <>
      <AdImagePicker images={pictures.images} error={pictures.error} onAdd={pictures.add} onRemove={pictures.remove} />
      <TextField label="Title" {...form.field('title')} />
      <TextField label="Description" {...form.field('description')} />
      <SelectField label="Category" placeholder="Select a category" options={AD_CATEGORIES} {...form.field('category')} />
      <TextField label="Ad Description" multiline minRows={3} {...form.field('ad_description')} />
      <TextField label="Price / Offer (optional)" {...form.field('price_offer')} />
      <TextField label="Contact Email" type="email" autoComplete="email" {...form.field('contact_email')} />
      <TextField label="Contact Phone" type="tel" autoComplete="tel" {...form.field('contact_phone')} />
      <TextField label="Location" {...form.field('location')} />
    </>
  );
}
