import { Stack, Typography } from '@mui/material';
import { MemberLabels } from '../../../components/MemberLabels';
import { AppModal } from '../../../components/AppModal';
import { MemberAvatar } from '../../../components/MemberAvatar';
import { VerifiedBadge } from '../../../components/VerifiedBadge';
import { ContactButton } from '../../../components/ContactButton';
import type { Member } from '../api/get-members';

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
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <MemberAvatar name={member.name} photoUrl={member.photo_url} size={72} alt={member.name} />
            <VerifiedBadge verified={member.verified} inline={false} />
            <MemberLabels person={member} />
          </Stack>
          {member.JobTitle && <Typography><strong>Job title:</strong> {member.JobTitle}</Typography>}
          {member.industry && <Typography><strong>Industry:</strong> {member.industry}</Typography>}
          <Typography><strong>Email:</strong> {member.email}</Typography>
          {member.description && <Typography>{member.description}</Typography>}
          <ContactButton personId={member.id} accepting={member.accepting_requests} onContact={() => onContact(member)} />
        </Stack>
      )}
    </AppModal>
  );
}
