import { Button, type ButtonProps } from '@mui/material';
import { useAnnounce } from '../lib/a11y/announcer';
import type { SubmitPhase } from '../lib/use-form-submission';

interface BusyButtonProps extends Omit<ButtonProps, 'children'> {
  phase: SubmitPhase;
  label: string;
  busyLabel: string;
  doneLabel?: string;
}

/** A submit button whose label follows the spec's cycle (e.g. Send Message, Submitting..., Submitted in green). */
export function BusyButton({ phase, label, busyLabel, doneLabel, color, ...props }: BusyButtonProps) {
  const done = phase === 'submitted' && !!doneLabel;
  const text = phase === 'submitting' ? busyLabel : done ? doneLabel : label;
  // The label change is said politely (Submitting..., then Submitted), since a disabled button keeps no focus to read it.
  useAnnounce(phase !== 'idle' && text);
  return (
    <Button
      type="submit"
      variant="contained"
      color={done ? 'success' : color}
      aria-busy={phase === 'submitting'}
      {...props}
      disabled={props.disabled || phase !== 'idle'}
      sx={{ ...(done ? { '&.Mui-disabled': { bgcolor: 'success.main', color: 'success.contrastText' } } : {}), ...props.sx }}
    >
      {text}
    </Button>
  );
}
