import { Badge } from '@mui/material';
import { visuallyHidden } from '../../components/visually-hidden';

const BADGE_MAX = 99;

/**
 * The Messages link's text with how many conversations have something unread. It is named by what it shows
 * ("Messages 3" plus a hidden "unread"), so the link's name always contains its visible text.
 */
export default function UnreadBadge({ label, unread }: { label: string; unread: number }) {
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
      {label}
    </Badge>
  );
}
