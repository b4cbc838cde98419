import { Chip } from '@mui/material';
import VerifiedIcon from '@mui/icons-material/Verified';
import { VERIFICATION_TEXTS } from '@community/vocabulary';

/**
 * The directories' and profiles' mark for a member whose credentials an admin checked; nothing otherwise.
 * `inline` sits after a name in a row; otherwise it stands beside the profile photo (centred by its row).
 */
export function VerifiedBadge({ verified, inline = true }: { verified: boolean | undefined; inline?: boolean }) {
  if (!verified) return null;
  return (
    <Chip
      size="small"
      color="primary"
      icon={<VerifiedIcon aria-hidden />}
      label={VERIFICATION_TEXTS.badge}
      title={VERIFICATION_TEXTS.badgeTitle}
      data-testid="verified-badge"
      sx={inline ? { ml: 1, verticalAlign: 'middle' } : undefined}
    />
  );
}
