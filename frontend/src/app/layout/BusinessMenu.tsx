import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import { Button, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { SCREEN_TEXTS } from '@community/vocabulary';
import { JOB_BOARD_LINK, type NavLink } from './nav-links';

export function BusinessMenu({ links }: { links: NavLink[] }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  return (
    <>
      <Button
        color="inherit"
        id="business-menu-button"
        aria-haspopup="true"
        aria-controls={anchor ? 'business-menu' : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        endIcon={<ArrowDropDown />}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {SCREEN_TEXTS.nav.businessAndServices}
      </Button>
      <Menu id="business-menu" anchorEl={anchor} open={!!anchor} onClose={close} slotProps={{ list: { 'aria-labelledby': 'business-menu-button' } }}>
        {[...links, JOB_BOARD_LINK].map((link) => (
          <MenuItem key={link.label} component={RouterLink} to={link.to} onClick={close}>
            {link.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
