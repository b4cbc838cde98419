import { Link, Stack } from '@mui/material';
import { TextField } from '../TextField';
import { FORM_FIELDS, TWO_FACTOR, TWO_FACTOR_TEXTS } from '@community/vocabulary';

const FIELDS = FORM_FIELDS.twoFactor;

interface CodeFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** Offer "Use a recovery code" (the sign-in step); set-up only takes a code from the app. */
  recovery?: { using: boolean; toggle: () => void };
  autoFocus?: boolean;
}

/** The 6-digit code from the authenticator app (the browser may fill it: one-time-code), or a recovery code. */
export function CodeField({ value, onChange, error, recovery, autoFocus }: CodeFieldProps) {
  const usingRecovery = recovery?.using ?? false;
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <TextField
        label={usingRecovery ? FIELDS.recoveryCode.label : FIELDS.code.label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        autoComplete={usingRecovery ? 'off' : 'one-time-code'}
        autoFocus={autoFocus}
        error={!!error}
        helperText={error || undefined}
        fullWidth
        slotProps={{
          htmlInput: usingRecovery
            ? { maxLength: TWO_FACTOR.codeMaxLength, spellCheck: false }
            : { inputMode: 'numeric', maxLength: TWO_FACTOR.codeDigits + 2, pattern: '[0-9 ]*' },
        }}
      />
      {recovery && (
        <Link component="button" type="button" onClick={recovery.toggle}>
          {usingRecovery ? TWO_FACTOR_TEXTS.useAppCode : TWO_FACTOR_TEXTS.useRecoveryCode}
        </Link>
      )}
    </Stack>
  );
}

/** The field's own check before anything is sent. */
export function codeError(code: string): string | undefined {
  return code.trim() ? undefined : FIELDS.code.required;
}
