import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import { Button } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { SCREEN_TEXTS } from '@community/vocabulary';
import type { NavLink } from './nav-links';

// MUI's Menu (popover, focus trap, transitions) loads on the first click, not with every page.
const BusinessMenuList = lazy(() => import('./BusinessMenuList'));

export function BusinessMenu({ links }: { links: NavLink[] }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [used, setUsed] = useState(false);
  return (
    <>
      <Button
        color="inherit"
        id="business-menu-button"
        aria-haspopup="true"
        aria-controls={anchor ? 'business-menu' : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        endIcon={<ArrowDropDown />}
        onClick={(event) => {
          setUsed(true);
          setAnchor(event.currentTarget);
        }}
      >
        {SCREEN_TEXTS.nav.businessAndServices}
      </Button>
      {used && (
        <Suspense fallback={null}>
          <BusinessMenuList id="business-menu" labelledBy="business-menu-button" anchor={anchor} links={links} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
