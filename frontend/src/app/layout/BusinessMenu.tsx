import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import { Button } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { SCREEN_TEXTS } from '@community/vocabulary';
import type { NavLink } from './nav-links';

// MUI's Menu (popover, focus trap, transitions) loads on the first click, not with every page.
const BusinessMenuList = lazy(() => import('./BusinessMenuList'));

export function BusinessMenu({ links }: { links: NavLink[] }) {
  return <BarMenu id="business-menu" label={SCREEN_TEXTS.nav.businessAndServices} links={links} withJobBoard />;
}

/** A dropdown of the desktop bar: Business & Services, or More (the member links beyond the bar's, issue #24). */
export function BarMenu({ id, label, links, withJobBoard = false }: { id: string; label: string; links: NavLink[]; withJobBoard?: boolean }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [used, setUsed] = useState(false);
  return (
    <>
      <Button
        color="inherit"
        id={`${id}-button`}
        aria-haspopup="true"
        aria-controls={anchor ? id : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        endIcon={<ArrowDropDown />}
        onClick={(event) => {
          setUsed(true);
          setAnchor(event.currentTarget);
        }}
      >
        {label}
      </Button>
      {used && (
        <Suspense fallback={null}>
          <BusinessMenuList id={id} labelledBy={`${id}-button`} anchor={anchor} links={links} withJobBoard={withJobBoard} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
