import { Stack } from '@mui/material';
import { MemberAvatar } from './MemberAvatar';
import { MemberLabels, type LabelledPerson } from './MemberLabels';
import { VerifiedBadge } from './VerifiedBadge';

interface ProfilePerson extends LabelledPerson {
  name: string;
  photo_url?: string | null;
  verified?: boolean;
}

/** The top of a person's profile in the directories: their photo (or initials), the Verified badge and their labels. */
export function ProfileHeader({ person, avatarSize }: { person: ProfilePerson; avatarSize: number }) {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <MemberAvatar name={person.name} photoUrl={person.photo_url} size={avatarSize} alt={person.name} />
      <VerifiedBadge verified={person.verified} inline={false} />
      <MemberLabels person={person} />
    </Stack>
  );
}
