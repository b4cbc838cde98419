import MenuIcon from '@mui/icons-material/Menu';
import { AppBar, Box, Button, IconButton, Toolbar, Typography } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink } from '../../lib/router';
import { SCREEN_TEXTS } from '@community/vocabulary';
import { LOGO_URL } from './logo';
import { useSession } from '../../lib/session';
import { useUnreadCount } from '../../features/conversations/unread-count';
import { BusinessMenu } from './BusinessMenu';
import { NavLinkLabel } from './NavLinkLabel';
import { buildNav } from './nav-links';
import { useLogout } from './use-logout';

// The phone menu is code only a tap needs: it loads on the first open and stays mounted for its closing slide.
const SideMenu = lazy(() => import('./SideMenu'));

export function NavBar() {
  const session = useSession();
  const logout = useLogout();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuUsed, setMenuUsed] = useState(false);
  const openMenu = () => {
    setMenuUsed(true);
    setMenuOpen(true);
  };
  const nav = buildNav(session);
  const unread = useUnreadCount();
  const text = SCREEN_TEXTS.nav;

  return (
    <AppBar position="fixed" component="header">
      <Toolbar>
        <IconButton color="inherit" edge="start" aria-label="Open menu" onClick={openMenu} sx={{ mr: 1, display: { md: 'none' } }}>
          <MenuIcon />
        </IconButton>
        <Box component={RouterLink} to="/" aria-label={`${SCREEN_TEXTS.brand}: ${text.home}`} sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'inherit', textDecoration: 'none', mr: 2 }}>
          <Box component="img" src={LOGO_URL} alt="" fetchPriority="low" sx={{ width: 36, height: 36 }} />
          {/* The full bar of member links needs the room on mid-sized screens. */}
          <Typography variant="h6" component="span" noWrap sx={{ display: { xs: 'inline', md: 'none', xl: 'inline' } }}>
            {SCREEN_TEXTS.brand}
          </Typography>
        </Box>
        <Box component="nav" aria-label="Main" sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center', flexWrap: 'wrap', gap: 0.5, ml: 'auto' }}>
          <Button color="inherit" component={RouterLink} to="/">
            {text.home}
          </Button>
          {nav.businessMenu && <BusinessMenu links={nav.businessMenu} />}
          {nav.memberLinks.map((link) => (
            <Button key={link.to} color="inherit" component={RouterLink} to={link.to}>
              <NavLinkLabel link={link} unread={unread} />
            </Button>
          ))}
          <Button color="inherit" component={RouterLink} to="/contact">
            {text.contactUs}
          </Button>
          {session.isAuthenticated ? (
            <Button color="inherit" variant="outlined" onClick={logout}>
              {text.logout}
            </Button>
          ) : (
            <Button color="inherit" variant="outlined" component={RouterLink} to="/signin">
              {text.signIn}
            </Button>
          )}
        </Box>
      </Toolbar>
      {menuUsed && (
        <Suspense fallback={null}>
          <SideMenu open={menuOpen} onClose={() => setMenuOpen(false)} nav={nav} signedIn={session.isAuthenticated} onLogout={logout} unread={unread} />
        </Suspense>
      )}
    </AppBar>
  );
}
