import { Badge } from '@mui/material';
import { visuallyHidden } from '../../components/visually-hidden';
import { MESSAGES_PATH, type NavLink } from './nav-links';

/** A nav link's text; the Messages link also shows how many received conversations are unread. */
export function NavLinkLabel({ link, unread }: { link: NavLink; unread: number }) {
  if (link.to !== MESSAGES_PATH || unread <= 0) return <>{link.label}</>;
  return (
    <Badge color="error" badgeContent={unread} max={99} slotProps={{ badge: { 'aria-hidden': true } }} sx={{ pr: 1.5 }}>
      {link.label}
      <span style={visuallyHidden}>{`, ${unread} unread`}</span>
    </Badge>
  );
}
