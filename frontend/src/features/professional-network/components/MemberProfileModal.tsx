import { Button, Stack, Typography } from '@mui/material';
import { SCREEN_TEXTS } from '@community/vocabulary';
import { AppModal } from '../../../components/AppModal';
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
          {member.JobTitle && <Typography><strong>Job title:</strong> {member.JobTitle}</Typography>}
          {member.industry && <Typography><strong>Industry:</strong> {member.industry}</Typography>}
          <Typography><strong>Email:</strong> {member.email}</Typography>
          {member.description && <Typography>{member.description}</Typography>}
          <Button variant="contained" onClick={() => onContact(member)} sx={{ alignSelf: 'flex-start' }}>
            {SCREEN_TEXTS.buttons.contact}
          </Button>
        </Stack>
      )}
    </AppModal>
  );
}
