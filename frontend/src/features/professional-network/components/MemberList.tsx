import { Button, List, ListItem, ListItemAvatar, ListItemText } from '@mui/material';
import { DIRECTORY_SCREEN_TEXTS, SCREEN_TEXTS } from '@community/vocabulary';
import { MemberLabels } from '../../../components/MemberLabels';
import { MemberAvatar } from '../../../components/MemberAvatar';
import { VerifiedBadge } from '../../../components/VerifiedBadge';
import type { Member } from '../api/get-members';

interface MemberListProps {
  members: Member[];
  onProfile: (member: Member) => void;
}

export function MemberList({ members, onProfile }: MemberListProps) {
  return (
    <List aria-label={DIRECTORY_SCREEN_TEXTS.members}>
      {members.map((member) => (
        <ListItem
          key={member.id}
          divider
          secondaryAction={
            <Button variant="outlined" size="small" onClick={() => onProfile(member)} aria-label={`${SCREEN_TEXTS.buttons.profile}: ${member.name}`}>
              {SCREEN_TEXTS.buttons.profile}
            </Button>
          }
        >
          <ListItemAvatar>
            <MemberAvatar name={member.name} photoUrl={member.photo_url} />
          </ListItemAvatar>
          <ListItemText
            primary={
              <>
                {member.name}
                <VerifiedBadge verified={member.verified} />
                <MemberLabels person={member} />
              </>
            }
            secondary={member.JobTitle}
            sx={{ pr: 10 }}
          />
        </ListItem>
      ))}
    </List>
  );
}
