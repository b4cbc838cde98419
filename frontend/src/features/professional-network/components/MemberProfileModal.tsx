import { Stack, Typography } from '@mui/material';
import { AppModal } from '../../../components/AppModal';
import { ContactButton } from '../../../components/ContactButton';
import type { Member } from '../api/get-members';
import { ProfileHeader } from '../../../components/ProfileHeader';

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
              <strong>Job title:</strong> {member.JobTitle}
            </Typography>
          )}
          {member.industry && (
            <Typography>
              <strong>Industry:</strong> {member.industry}
            </Typography>
          )}
          <Typography>
            <strong>Email:</strong> {member.email}
          </Typography>
          {member.description && <Typography>{member.description}</Typography>}
          <ContactButton personId={member.id} accepting={member.accepting_requests} onContact={() => onContact(member)} />
        </Stack>
      )}
    </AppModal>
  );
}
