import { Stack, Typography } from '@mui/material';
import { DIRECTORY_SCREEN_TEXTS } from '@community/vocabulary';
import { ProfileThenContact } from '../../../components/ProfileThenContact';
import { ContactButton } from '../../../components/ContactButton';
import type { DirectoryUser } from '../../../lib/api/directory';
import { ClinicIssueForm } from './ClinicIssueForm';
import { ProfileHeader } from '../../../components/ProfileHeader';

// Read at render, so the words follow the reader's language.
const fields = () => DIRECTORY_SCREEN_TEXTS.profileFields;
interface DoctorProfileModalProps {
  doctor: DirectoryUser | null;
  onClose: () => void;
}

/** The doctor's profile; Contact swaps it for the clinic form. */
export function DoctorProfileModal({ doctor, onClose }: DoctorProfileModalProps) {
  return (
    <ProfileThenContact
      of={doctor}
      nameOf={(of) => of.name}
      onClose={onClose}
      contactForm={(of, close) => <ClinicIssueForm receiverId={of.id} onClose={close} />}
      profile={(of, contact) => (
        <Stack spacing={1.5}>
          <ProfileHeader person={of} avatarSize={72} />
          {of.JobTitle && (
            <Typography>
              <strong>{fields().jobTitle}:</strong> {of.JobTitle}
            </Typography>
          )}
          <Typography>
            <strong>{fields().email}:</strong> {of.email}
          </Typography>
          {of.description && <Typography>{of.description}</Typography>}
          <ContactButton personId={of.id} accepting={of.accepting_requests} onContact={contact} />
        </Stack>
      )}
    />
  );
}
