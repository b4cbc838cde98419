import { Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { SCREEN_TEXTS } from '@community/vocabulary';
import { MemberLabels } from '../../../components/MemberLabels';
import { AppModal } from '../../../components/AppModal';
import { MemberAvatar } from '../../../components/MemberAvatar';
import { VerifiedBadge } from '../../../components/VerifiedBadge';
import { ContactButton } from '../../../components/ContactButton';
import type { DirectoryUser } from '../../../lib/api/directory';
import { ClinicIssueForm } from './ClinicIssueForm';

interface DoctorProfileModalProps {
  doctor: DirectoryUser | null;
  onClose: () => void;
}

/** The doctor's profile; Contact swaps it for the clinic form. */
export function DoctorProfileModal({ doctor, onClose }: DoctorProfileModalProps) {
  const [contacting, setContacting] = useState(false);
  const close = () => {
    setContacting(false);
    onClose();
  };
  return (
    <AppModal open={!!doctor} title={contacting ? `${SCREEN_TEXTS.buttons.contact} ${doctor?.name ?? ''}` : (doctor?.name ?? '')} onClose={close}>
      {doctor &&
        (contacting ? (
          <ClinicIssueForm receiverId={doctor.id} onClose={close} />
        ) : (
          <Stack spacing={1.5}>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              <MemberAvatar name={doctor.name} photoUrl={doctor.photo_url} size={72} alt={doctor.name} />
              <VerifiedBadge verified={doctor.verified} inline={false} />
              <MemberLabels person={doctor} />
            </Stack>
            {doctor.JobTitle && <Typography><strong>Job title:</strong> {doctor.JobTitle}</Typography>}
            <Typography><strong>Email:</strong> {doctor.email}</Typography>
            {doctor.description && <Typography>{doctor.description}</Typography>}
            <ContactButton personId={doctor.id} accepting={doctor.accepting_requests} onContact={() => setContacting(true)} />
          </Stack>
        ))}
    </AppModal>
  );
}
