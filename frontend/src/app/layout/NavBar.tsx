import MenuIcon from '@mui/icons-material/Menu';
import { AppBar, Box, Button, IconButton, Toolbar, Typography, useMediaQuery, type Theme } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink } from '../../lib/router';
import { FRAME_TEXTS, SCREEN_TEXTS } from '@community/vocabulary';
import { useAfterLoad } from '../../lib/use-after-load';
import { useNotificationUnread } from '../../features/notifications/unread';
import { LOGO_URL } from './logo';
import { useSession } from '../../lib/session';
import { useUnreadCount } from '../../features/conversations/unread-count';
import { BarMenu, BusinessMenu } from './BusinessMenu';
import { NavLinkLabel } from './NavLinkLabel';
import { LanguageSwitch } from '../../components/LanguageSwitch';
import { buildNav, splitForBar } from './nav-links';
import { useLogout } from './use-logout';

// The phone menu is code only a tap needs: it loads on the first open and stays mounted for its closing slide.
const SideMenu = lazy(() => import('./SideMenu'));
// The bell, the live stream and the service worker: only for a signed-in member, after hydration, as their own chunk,
// so no public page's first load carries or starts any of it (docs/frontend.md, "Live notifications").
const SignedInNotifications = lazy(() => import('../../features/notifications/components/SignedInNotifications'));

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
  // Signed-in links are never pre-rendered, so the width is known before they show (no server/client mismatch).
  const compact = useMediaQuery((theme: Theme) => theme.breakpoints.down('lg'));
  const bar = splitForBar(nav.memberLinks, compact);
  const unread = useUnreadCount();
  const notificationsUnread = useNotificationUnread();
  const loaded = useAfterLoad();
  const text = SCREEN_TEXTS.nav;
  const menuLabel =
    notificationsUnread > 0 ? text.openMenuNotifications(unread, notificationsUnread) : unread > 0 ? text.openMenuUnread(unread) : text.openMenu;

  return (
    <AppBar position="fixed" component="header">
      <Toolbar>
        {/* The unread count would stay out of sight inside the closed menu on a phone: a dot says so, and the name counts. */}
        <IconButton color="inherit" edge="start" aria-label={menuLabel} onClick={openMenu} sx={{ mr: 1, display: { md: 'none' }, position: 'relative' }}>
          <MenuIcon />
          {unread + notificationsUnread > 0 && (
            <Box
              component="span"
              data-testid="unread-dot"
              sx={{
                position: 'absolute',
                top: 6,
                right: 6,
                width: 10,
                height: 10,
                borderRadius: '50%',
                bgcolor: 'error.main',
                border: '2px solid',
                borderColor: 'primary.main',
              }}
            />
          )}
        </IconButton>
        <Box
          component={RouterLink}
          to="/"
          aria-label={`${SCREEN_TEXTS.brand}: ${text.home}`}
          sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'inherit', textDecoration: 'none', mr: 2 }}
        >
          <Box component="img" src={LOGO_URL} alt="" fetchPriority="low" sx={{ width: 36, height: 36 }} />
          {/* The full bar of member links needs the room on mid-sized screens. */}
          <Typography variant="h6" component="span" noWrap sx={{ display: { xs: 'inline', md: 'none', xl: 'inline' } }}>
            {SCREEN_TEXTS.brand}
          </Typography>
        </Box>
        <Box
          component="nav"
          aria-label={FRAME_TEXTS.mainNav}
          sx={{
            display: { xs: 'none', md: 'flex' },
            alignItems: 'center',
            flexWrap: 'wrap',
            gap: 0.5,
            ml: 'auto',
            '& .MuiButton-root': { whiteSpace: 'nowrap' },
          }}
        >
          <Button color="inherit" component={RouterLink} to="/">
            {text.home}
          </Button>
          {nav.businessMenu && <BusinessMenu links={nav.businessMenu} />}
          {bar.inBar.map((link) => (
            <Button key={link.to} color="inherit" component={RouterLink} to={link.to}>
              <NavLinkLabel link={link} unread={unread} />
            </Button>
          ))}
          {bar.more.length > 0 && <BarMenu id="more-menu" label={text.more} links={bar.more} />}
          <Button color="inherit" component={RouterLink} to="/contact">
            {text.contactUs}
          </Button>
          <LanguageSwitch iconOnlyBelowLg />
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
        {session.isAuthenticated && loaded && (
          <Box sx={{ ml: { xs: 'auto', md: 1 }, display: 'flex' }}>
            <Suspense fallback={null}>
              <SignedInNotifications />
            </Suspense>
          </Box>
        )}
      </Toolbar>
      {menuUsed && (
        <Suspense fallback={null}>
          <SideMenu
            open={menuOpen}
            onClose={() => setMenuOpen(false)}
            nav={nav}
            signedIn={session.isAuthenticated}
            onLogout={logout}
            unread={unread}
            notificationsUnread={session.isAuthenticated ? notificationsUnread : 0}
          />
        </Suspense>
      )}
    </AppBar>
  );
}
