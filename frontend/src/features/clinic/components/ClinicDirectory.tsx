import { Box } from '@mui/material';
import { useState } from 'react';
import { VerifiedDirectory } from '../../../components/VerifiedDirectory';
import type { DirectoryUser } from '../../../lib/api/directory';
import { DoctorProfileModal } from './DoctorProfileModal';

export function ClinicDirectory() {
  const [profileOf, setProfileOf] = useState<DirectoryUser | null>(null);
  return (
    <Box sx={{ pb: 4 }}>
      <VerifiedDirectory section="virtualClinic" onProfile={setProfileOf} />
      <DoctorProfileModal doctor={profileOf} onClose={() => setProfileOf(null)} />
    </Box>
  );
}
