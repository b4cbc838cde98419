import { FormControlLabel, Switch } from '@mui/material';
import { VERIFICATION_TEXTS } from '@community/vocabulary';

/** The legal and clinic directories' "Verified only" switch (GET /info/get-users?verified=true). */
export function VerifiedOnlyFilter({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <FormControlLabel
      control={<Switch checked={checked} onChange={(event) => onChange(event.target.checked)} />}
      label={VERIFICATION_TEXTS.filterLabel}
      sx={{ mb: 1 }}
    />
  );
}
