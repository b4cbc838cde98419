import { Menu, MenuItem } from '@mui/material';
import { Link as RouterLink } from '../../lib/router';
import { JOB_BOARD_LINK, type NavLink } from './nav-links';

interface BusinessMenuListProps {
  id: string;
  labelledBy: string;
  anchor: HTMLElement | null;
  links: NavLink[];
  onClose: () => void;
  /** The Business & Services menu ends with the Coming Soon job board; the More menu does not. */
  withJobBoard?: boolean;
}

/** A bar dropdown's entries: Business & Services (with the Coming Soon job board last) or More. */
export default function BusinessMenuList({ id, labelledBy, anchor, links, onClose, withJobBoard = true }: BusinessMenuListProps) {
  return (
    <Menu id={id} anchorEl={anchor} open={!!anchor} onClose={onClose} slotProps={{ list: { 'aria-labelledby': labelledBy } }}>
      {(withJobBoard ? [...links, JOB_BOARD_LINK] : links).map((link) => (
        <MenuItem key={link.label} component={RouterLink} to={link.to} onClick={onClose}>
          {link.label}
        </MenuItem>
      ))}
    </Menu>
  );
}
