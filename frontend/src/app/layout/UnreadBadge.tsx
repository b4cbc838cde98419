import { Badge } from '@mui/material';
import { SCREEN_TEXTS } from '@community/vocabulary';
import { visuallyHidden } from '../../components/visually-hidden';
import { formatNumber } from '../../lib/i18n/format';

const BADGE_MAX = 99;

/**
 * The Messages link's text with how many conversations have something unread. It is named by what it shows
 * ("Messages 3" plus a hidden "unread"), so the link's name always contains its visible text.
 */
export default function UnreadBadge({ label, unread }: { label: string; unread: number }) {
  // In the page's digits (Arabic-Indic in Arabic), as the menu button's name counts them.
  const count = unread > BADGE_MAX ? `${formatNumber(BADGE_MAX)}+` : formatNumber(unread);
  return (
    <Badge
      color="error"
      badgeContent={
        <>
          {count}
          <span style={visuallyHidden}> {SCREEN_TEXTS.nav.unreadAfterCount}</span>
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
