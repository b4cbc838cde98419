import { Button, Link, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { SCREEN_TEXTS, websiteHref } from '@community/vocabulary';
import { AppModal } from '../../../components/AppModal';
import { MessageContactForm } from '../../../components/MessageContactForm';
import { contactBusinessGroup } from '../api/contact-business-group';
import type { BusinessGroup } from '../api/get-business-groups';

interface BusinessProfileModalProps {
  group: BusinessGroup | null;
  onClose: () => void;
}

/** The group's profile; Contact swaps it for the form titled Contact plus the group's title. */
export function BusinessProfileModal({ group, onClose }: BusinessProfileModalProps) {
  const [contacting, setContacting] = useState(false);
  const close = () => {
    setContacting(false);
    onClose();
  };
  const title = contacting ? `${SCREEN_TEXTS.buttons.contact} ${group?.title ?? ''}` : (group?.title ?? '');
  return (
    <AppModal open={!!group} title={title} onClose={close}>
      {group &&
        (contacting ? (
          <MessageContactForm send={(message) => contactBusinessGroup(group.user_id, message)} onDone={close} />
        ) : (
          <Stack spacing={1.5}>
            <Typography>{group.description}</Typography>
            {group.website && (
              <Typography>
                <strong>Website:</strong>{' '}
                <Link href={websiteHref(group.website)} target="_blank" rel="noopener noreferrer">
                  {group.website}
                </Link>
              </Typography>
            )}
            {group.email && (
              <Typography>
                <strong>Email:</strong> <Link href={`mailto:${group.email}`}>{group.email}</Link>
              </Typography>
            )}
            <Button variant="contained" onClick={() => setContacting(true)} sx={{ alignSelf: 'flex-start' }}>
              {SCREEN_TEXTS.buttons.contact}
            </Button>
          </Stack>
        ))}
    </AppModal>
  );
}
