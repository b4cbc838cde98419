import { Box, Link, Typography } from '@mui/material';
import { useId, type MouseEvent } from 'react';
import { A11Y_TEXTS } from '@community/vocabulary';
import { focusField, type ErrorSummaryState } from '../lib/a11y/use-error-summary';

/**
 * "There is a problem" above a form, after a submit that found errors: one link per error, each moving the focus to its
 * field. Renders nothing until then (so a pre-rendered form hydrates without a mismatch). The box takes the focus when
 * shown, so a screen reader reads the title and the list at once.
 */
export function ErrorSummary({ problems, boxRef }: ErrorSummaryState) {
  const titleId = useId();
  if (problems.length === 0) return null;
  const follow = (fieldId: string) => (event: MouseEvent) => {
    event.preventDefault();
    focusField(fieldId);
  };
  return (
    <Box
      ref={boxRef}
      tabIndex={-1}
      role="group"
      aria-labelledby={titleId}
      data-testid="error-summary"
      // scrollMarginTop: when it takes the focus, the page scrolls it clear of the fixed app bar (WCAG 2.4.11).
      sx={{
        scrollMarginTop: 80,
        border: 4,
        borderColor: 'error.main',
        borderRadius: 1,
        p: 2,
        '&:focus-visible, &:focus': { outline: '3px solid', outlineColor: 'warning.main', outlineOffset: 0 },
      }}
    >
      <Typography id={titleId} variant="h6" component="h2" sx={{ mb: 1 }}>
        {A11Y_TEXTS.errorSummaryTitle}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {problems.map((problem) => (
          <li key={problem.fieldId}>
            <Link href={`#${problem.fieldId}`} onClick={follow(problem.fieldId)} color="error" sx={{ fontWeight: 700 }}>
              {problem.text}
            </Link>
          </li>
        ))}
      </Box>
    </Box>
  );
}
