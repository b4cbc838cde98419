import { Badge } from '@mui/material';
import { visuallyHidden } from '../../components/visually-hidden';
import { MESSAGES_PATH, type NavLink } from './nav-links';

const BADGE_MAX = 99;

/**
 * A nav link's text; the Messages link also shows how many conversations have something unread. The link is
 * named by what it shows ("Messages 3" plus a hidden "unread"), so its name always contains its visible text.
 */
export function NavLinkLabel({ link, unread }: { link: NavLink; unread: number }) {
  if (link.to !== MESSAGES_PATH || unread <= 0) return <>{link.label}</>;
  const count = unread > BADGE_MAX ? `${BADGE_MAX}+` : String(unread);
  return (
    <Badge
      color="error"
      badgeContent={
        <>
          {count}
          <span style={visuallyHidden}> unread</span>
        </>
      }
      // MUI hides a badge from assistive technology by default; here the count is the point.
      slotProps={{ badge: { 'aria-hidden': false } }}
      sx={{ pr: 1.5 }}
    >
      {link.label}
    </Badge>
  );
}
