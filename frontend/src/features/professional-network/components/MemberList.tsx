import { Button, List, ListItem, ListItemAvatar, ListItemText } from '@mui/material';
import { SCREEN_TEXTS } from '@community/vocabulary';
import { AcceptingRequestsLabel } from '../../../components/AcceptingRequestsLabel';
import { MemberAvatar } from '../../../components/MemberAvatar';
import { VerifiedBadge } from '../../../components/VerifiedBadge';
import type { Member } from '../api/get-members';

interface MemberListProps {
  members: Member[];
  onProfile: (member: Member) => void;
}

export function MemberList({ members, onProfile }: MemberListProps) {
  return (
    <List aria-label="Members">
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
                <AcceptingRequestsLabel accepting={member.accepting_requests} />
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
