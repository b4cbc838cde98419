import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { Collapse, Drawer, List, ListItemButton, ListItemText } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from '../../lib/router';
import { FRAME_TEXTS, SCREEN_TEXTS, SITE_LABELS } from '@community/vocabulary';
import type { NavModel } from './nav-links';
import { NavLinkLabel } from './NavLinkLabel';
import { LanguageSwitch } from '../../components/LanguageSwitch';

interface SideMenuProps {
  open: boolean;
  onClose: () => void;
  nav: NavModel;
  signedIn: boolean;
  onLogout: () => void;
  /** Unread conversations, shown on the Messages link. */
  unread?: number;
  /** Unread notifications, shown on the Notifications link (signed in only). */
  notificationsUnread?: number;
}

const NOTIFICATIONS_LINK = { label: SITE_LABELS.notifications, to: '/notifications' };

/** The mobile slide-in menu: the bar's links, with the dropdown minus its Coming Soon entry. */
export default function SideMenu({ open, onClose, nav, signedIn, onLogout, unread = 0, notificationsUnread = 0 }: SideMenuProps) {
  const [businessOpen, setBusinessOpen] = useState(false);
  const text = SCREEN_TEXTS.nav;
  const link = (label: string, to: string, nested = false) => (
    <ListItemButton key={label} component={RouterLink} to={to} onClick={onClose} sx={nested ? { pl: 4 } : undefined}>
      <ListItemText primary={label} />
    </ListItemButton>
  );
  return (
    <Drawer anchor="left" open={open} onClose={onClose}>
      <nav aria-label={FRAME_TEXTS.mobileMenu}>
        <List component="div" sx={{ width: 280 }}>
          {link(text.home, '/')}
          {nav.businessMenu && (
            <>
              <ListItemButton onClick={() => setBusinessOpen((value) => !value)} aria-expanded={businessOpen}>
                <ListItemText primary={text.businessAndServices} />
                {businessOpen ? <ExpandLess /> : <ExpandMore />}
              </ListItemButton>
              <Collapse in={businessOpen} unmountOnExit>
                <List component="div" disablePadding>
                  {nav.businessMenu.map((item) => link(item.label, item.to, true))}
                </List>
              </Collapse>
            </>
          )}
          {nav.memberLinks.map((item) => (
            <ListItemButton key={item.to} component={RouterLink} to={item.to} onClick={onClose}>
              <ListItemText primary={<NavLinkLabel link={item} unread={unread} />} />
            </ListItemButton>
          ))}
          {signedIn && (
            <ListItemButton component={RouterLink} to={NOTIFICATIONS_LINK.to} onClick={onClose}>
              <ListItemText primary={<NavLinkLabel link={NOTIFICATIONS_LINK} unread={notificationsUnread} always />} />
            </ListItemButton>
          )}
          {link(text.contactUs, '/contact')}
          <LanguageSwitch inMenu onSwitched={onClose} />
          {signedIn ? (
            <ListItemButton
              onClick={() => {
                onClose();
                onLogout();
              }}
            >
              <ListItemText primary={text.logout} />
            </ListItemButton>
          ) : (
            link(text.signIn, '/signin')
          )}
        </List>
      </nav>
    </Drawer>
  );
}
