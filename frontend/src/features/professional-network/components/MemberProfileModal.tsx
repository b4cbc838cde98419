import { Stack, Typography } from '@mui/material';
import { DIRECTORY_SCREEN_TEXTS, OPTION_LABELS, isIndustry } from '@community/vocabulary';
import { AppModal } from '../../../components/AppModal';
import { ContactButton } from '../../../components/ContactButton';
import type { Member } from '../api/get-members';
import { ProfileHeader } from '../../../components/ProfileHeader';

// Read at render, so the words follow the reader's language.
const fields = () => DIRECTORY_SCREEN_TEXTS.profileFields;
interface MemberProfileModalProps {
  member: Member | null;
  onClose: () => void;
  onContact: (member: Member) => void;
}

export function MemberProfileModal({ member, onClose, onContact }: MemberProfileModalProps) {
  return (
    <AppModal open={!!member} title={member?.name ?? ''} onClose={onClose}>
      {member && (
        <Stack spacing={1.5}>
          <ProfileHeader person={member} avatarSize={72} />
          {member.JobTitle && (
            <Typography>
              <strong>{fields().jobTitle}:</strong> {member.JobTitle}
            </Typography>
          )}
          {member.industry && (
            <Typography>
              <strong>{fields().industry}:</strong> {isIndustry(member.industry) ? OPTION_LABELS.industries[member.industry] : member.industry}
            </Typography>
          )}
          <Typography>
            <strong>{fields().email}:</strong> {member.email}
          </Typography>
          {member.description && <Typography>{member.description}</Typography>}
          <ContactButton personId={member.id} accepting={member.accepting_requests} onContact={() => onContact(member)} />
        </Stack>
      )}
    </AppModal>
  );
}
