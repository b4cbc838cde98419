import { Box, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { SCREEN_TEXTS, TIMINGS } from '@community/vocabulary';
import { visuallyHidden } from '../../../components/visually-hidden';

/** Who asked their system for less motion: they get the note whole (WCAG 2.3.3), in an effect so hydration matches. */
function prefersReducedMotion() {
  return typeof window !== 'undefined' && !!window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
}

/** Types the note out one character at a time (spec: one character every 50 ms), or shows it whole with reduced motion. */
export function TypedNote() {
  const text = SCREEN_TEXTS.typedNote;
  const [shown, setShown] = useState(0);

  useEffect(() => {
    if (prefersReducedMotion()) {
      setShown(text.length);
      return;
    }
    const timer = setInterval(() => {
      setShown((count) => {
        if (count + 1 >= text.length) clearInterval(timer);
        return Math.min(count + 1, text.length);
      });
    }, TIMINGS.typedNoteCharacter);
    return () => clearInterval(timer);
  }, [text.length]);

  return (
    <Typography sx={{ minHeight: '3em', fontStyle: 'italic' }}>
      {/* Screen readers get the whole note at once rather than a letter at a time. */}
      <Box component="span" sx={visuallyHidden}>
        {text}
      </Box>
      <span aria-hidden data-testid="typed-note">
        {text.slice(0, shown)}
      </span>
    </Typography>
  );
}
