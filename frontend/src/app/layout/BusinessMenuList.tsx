import { Menu, MenuItem } from '@mui/material';
import { Link as RouterLink } from '../../lib/router';
import { useSectionState } from '../../lib/use-section-settings';
import { jobBoardLink, type NavLink } from './nav-links';

interface BusinessMenuListProps {
  id: string;
  labelledBy: string;
  anchor: HTMLElement | null;
  links: NavLink[];
  onClose: () => void;
  /** The Business & Services menu ends with the Coming Soon job board; the More menu does not. */
  withJobBoard?: boolean;
}

/** A bar dropdown's entries: Business & Services (with the Job Board last: Coming Soon, or open) or More. */
export default function BusinessMenuList({ id, labelledBy, anchor, links, onClose, withJobBoard = true }: BusinessMenuListProps) {
  const jobBoard = jobBoardLink(useSectionState('job_board'));
  return (
    <Menu id={id} anchorEl={anchor} open={!!anchor} onClose={onClose} slotProps={{ list: { 'aria-labelledby': labelledBy } }}>
      {(withJobBoard ? [...links, jobBoard] : links).map((link) => (
        <MenuItem key={link.label} component={RouterLink} to={link.to} onClick={onClose}>
          {link.label}
        </MenuItem>
      ))}
    </Menu>
  );
}
