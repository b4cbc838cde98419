import { Button, Link, Stack, Typography } from '@mui/material';
import { SCREEN_TEXTS, websiteHref } from '@community/vocabulary';
import { ProfileThenContact } from '../../../components/ProfileThenContact';
import { MessageContactForm } from '../../../components/MessageContactForm';
import { contactBusinessGroup } from '../api/contact-business-group';
import type { BusinessGroup } from '../api/get-business-groups';

interface BusinessProfileModalProps {
  group: BusinessGroup | null;
  onClose: () => void;
}

/** The group's profile; Contact swaps it for the form titled Contact plus the group's title. */
export function BusinessProfileModal({ group, onClose }: BusinessProfileModalProps) {
  return (
    <ProfileThenContact
      of={group}
      nameOf={(of) => of.title}
      onClose={onClose}
      contactForm={(of, close) => <MessageContactForm send={(message) => contactBusinessGroup(of.user_id, message)} onDone={close} />}
      profile={(of, contact) => (
        <Stack spacing={1.5}>
          <Typography>{of.description}</Typography>
          {of.website && (
            <Typography>
              <strong>Website:</strong>{' '}
              <Link href={websiteHref(of.website)} target="_blank" rel="noopener noreferrer">
                {of.website}
              </Link>
            </Typography>
          )}
          {of.email && (
            <Typography>
              <strong>Email:</strong> <Link href={`mailto:${of.email}`}>{of.email}</Link>
            </Typography>
          )}
          <Button variant="contained" onClick={contact} sx={{ alignSelf: 'flex-start' }}>
            {SCREEN_TEXTS.buttons.contact}
          </Button>
        </Stack>
      )}
    />
  );
}
