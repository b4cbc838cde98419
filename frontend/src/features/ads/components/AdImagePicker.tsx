import DeleteIcon from '@mui/icons-material/Delete';
import { Box, Button, FormHelperText, IconButton, Stack, Typography } from '@mui/material';
import { useEffect, useMemo, useRef, type ChangeEvent } from 'react';
import { AD_SCREEN_TEXTS } from '@community/vocabulary';
import { useAnnounce } from '../../../lib/a11y/announcer';
import { fieldId } from '../../../lib/use-form';
import { AD_PICTURE_ACCEPT } from './picture-check';
import type { AdPictures } from './use-ad-pictures';

/** The picker's button: what the error summary's link for the pictures focuses. */
export const AD_IMAGES_FIELD_ID = fieldId('images');

const text = AD_SCREEN_TEXTS.pictures;

function Thumbnail({ src, alt, removeLabel, onRemove }: { src: string; alt: string; removeLabel: string; onRemove: () => void }) {
  return (
    <Box component="li" sx={{ position: 'relative', listStyle: 'none' }}>
      <Box component="img" src={src} alt={alt} sx={{ width: 80, height: 80, objectFit: 'cover', borderRadius: 1, display: 'block' }} />
      <IconButton size="small" aria-label={removeLabel} onClick={onRemove} sx={{ position: 'absolute', top: 0, right: 0, bgcolor: 'background.paper' }}>
        <DeleteIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}

/** The ad's current pictures (when editing) and the files added, each with a Remove button, and the count against the rule. */
export function AdImagePicker({ pictures }: { pictures: AdPictures }) {
  const { current, added, count, error } = pictures;
  const input = useRef<HTMLInputElement>(null);
  const upload = useRef<HTMLButtonElement>(null);
  // The removed picture's button goes with it: the focus goes to Upload Images rather than to the page's start.
  const removed = (remove: () => void) => () => {
    remove();
    upload.current?.focus();
  };
  // An error here can come from a pick (not a picture, too many), not only from a submit: say it at once.
  useAnnounce(error, 'assertive');
  const previews = useMemo(() => added.map((image) => URL.createObjectURL(image)), [added]);
  useEffect(() => () => previews.forEach((url) => URL.revokeObjectURL(url)), [previews]);

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    void pictures.add(Array.from(event.target.files ?? []));
    event.target.value = '';
  }

  return (
    <Box>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        {/* A real button opens the file picker, so keyboard users can add pictures too. */}
        <Button
          ref={upload}
          id={AD_IMAGES_FIELD_ID}
          variant="outlined"
          onClick={() => input.current?.click()}
          aria-describedby={error ? `${AD_IMAGES_FIELD_ID}-error` : undefined}
        >
          {text.upload}
        </Button>
        <input ref={input} hidden type="file" accept={AD_PICTURE_ACCEPT} multiple onChange={handleChange} aria-label={text.upload} name="images" />
        <Typography variant="body2" color="text.secondary">
          {text.count(count)}
        </Typography>
      </Stack>
      {error && (
        <FormHelperText error id={`${AD_IMAGES_FIELD_ID}-error`}>
          {error}
        </FormHelperText>
      )}
      {count > 0 && (
        // A wrapped row: Stack's spacing is a margin on every item but the first, which indents the second line.
        <Box component="ul" aria-label={text.list} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1, mb: 0, p: 0 }}>
          {current.map((picture, index) => (
            <Thumbnail
              key={picture.path}
              src={picture.src}
              alt={text.current(index + 1)}
              removeLabel={text.removeCurrent(index + 1)}
              onRemove={removed(() => pictures.removeCurrent(index))}
            />
          ))}
          {added.map((image, index) => (
            <Thumbnail
              key={`${image.name}-${index}`}
              src={previews[index]}
              alt={image.name}
              removeLabel={text.remove(image.name)}
              onRemove={removed(() => pictures.removeAdded(index))}
            />
          ))}
        </Box>
      )}
    </Box>
  );
}
