import DeleteIcon from '@mui/icons-material/Delete';
import { Box, Button, FormHelperText, IconButton, Stack, Typography } from '@mui/material';
import { useEffect, useMemo, useRef, type ChangeEvent } from 'react';
import { LIMITS } from '@community/vocabulary';
import { useAnnounce } from '../../../lib/a11y/announcer';
import { fieldId } from '../../../lib/use-form';

/** The picker's button: what the error summary's link for the pictures focuses. */
export const AD_IMAGES_FIELD_ID = fieldId('images');

interface AdImagePickerProps {
  images: File[];
  error?: string;
  onAdd: (files: File[]) => void;
  onRemove: (index: number) => void;
}

export function AdImagePicker({ images, error, onAdd, onRemove }: AdImagePickerProps) {
  const input = useRef<HTMLInputElement>(null);
  // An error here can come from a pick (too many pictures), not only from a submit: say it at once.
  useAnnounce(error, 'assertive');
  const previews = useMemo(() => images.map((image) => URL.createObjectURL(image)), [images]);
  useEffect(() => () => previews.forEach((url) => URL.revokeObjectURL(url)), [previews]);

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    onAdd(Array.from(event.target.files ?? []));
    event.target.value = '';
  }

  return (
    <Box>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        {/* A real button opens the file picker, so keyboard users can add pictures too. */}
        <Button
          id={AD_IMAGES_FIELD_ID}
          variant="outlined"
          onClick={() => input.current?.click()}
          aria-describedby={error ? `${AD_IMAGES_FIELD_ID}-error` : undefined}
        >
          Upload Images
        </Button>
        <input ref={input} hidden type="file" accept="image/*" multiple onChange={handleChange} aria-label="Upload Images" name="images" />
        <Typography variant="body2" color="text.secondary">
          {images.length} of {LIMITS.adImagesMax} images (at least {LIMITS.adImagesMin})
        </Typography>
      </Stack>
      {error && (
        <FormHelperText error id={`${AD_IMAGES_FIELD_ID}-error`}>
          {error}
        </FormHelperText>
      )}
      {images.length > 0 && (
        <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', gap: 1 }} component="ul" aria-label="Selected images">
          {images.map((image, index) => (
            <Box component="li" key={`${image.name}-${index}`} sx={{ position: 'relative', listStyle: 'none' }}>
              <Box component="img" src={previews[index]} alt={image.name} sx={{ width: 80, height: 80, objectFit: 'cover', borderRadius: 1 }} />
              <IconButton
                size="small"
                aria-label={`Remove ${image.name}`}
                onClick={() => onRemove(index)}
                sx={{ position: 'absolute', top: 0, right: 0, bgcolor: 'background.paper' }}
              >
                <DeleteIcon fontSize="small" />
              </IconButton>
            </Box>
          ))}
        </Stack>
      )}
    </Box>
  );
}
