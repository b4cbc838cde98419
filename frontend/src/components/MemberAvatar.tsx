import { Avatar } from '@mui/material';
import { uploadUrl } from '../lib/config';

export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return (parts.length > 1 ? parts[0][0] + parts[parts.length - 1][0] : (parts[0]?.slice(0, 2) ?? '?')).toUpperCase();
}

interface MemberAvatarProps {
  name: string;
  /** The photo's key under /uploads/ (GET /account, GET /info/get-users); null or absent shows initials. */
  photoUrl?: string | null;
  size?: number;
  /** The photo's alt text; without it the photo is decoration beside the name. */
  alt?: string;
  testId?: string;
}

/**
 * A member's photo, or their initials when there is none: the account page, the directories and the profiles.
 * The initials sit on grey.800, on which white text passes AA contrast (MUI's default grey does not; axe).
 */
export function MemberAvatar({ name, photoUrl, size = 40, alt, testId = 'member-initials' }: MemberAvatarProps) {
  if (photoUrl) return <Avatar src={uploadUrl(photoUrl)} alt={alt ?? ''} sx={{ width: size, height: size }} />;
  return (
    <Avatar aria-hidden sx={{ width: size, height: size, fontSize: Math.round(size * 0.4), bgcolor: 'grey.800', color: 'common.white' }} data-testid={testId}>
      {initials(name)}
    </Avatar>
  );
}
