import { Box, Button, Link, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import { SCREEN_TEXTS, websiteHref, FIELD_LABELS, A11Y_TEXTS } from '@community/vocabulary';
import type { BusinessGroup } from '../api/get-business-groups';

interface BusinessTableProps {
  groups: BusinessGroup[];
  onProfile: (group: BusinessGroup) => void;
}

// On a phone four columns do not fit: a website address does not wrap, so the table was wider than the screen and
// scrolled sideways, the Profile button out of sight. Below MUI's `sm` breakpoint the table has two columns, the
// name (with the description and the website under it) and Profile. The layout is CSS only: one table at every
// width, nothing re-renders when a phone turns, and only one copy of a group's text is ever displayed, so
// assistive technology reads each once (docs/frontend.md, "The Business Directory on a phone").
const onWideScreens = (theme: Theme) => ({ [theme.breakpoints.down('sm')]: { display: 'none' } });
const onPhones = (theme: Theme) => ({ display: 'none', [theme.breakpoints.down('sm')]: { display: 'block' } });

function Website({ group }: { group: BusinessGroup }) {
  return group.website ? (
    <Link href={websiteHref(group.website)} target="_blank" rel="noopener noreferrer" sx={{ overflowWrap: 'anywhere' }}>
      {group.website}
    </Link>
  ) : (
    SCREEN_TEXTS.notAvailable
  );
}

export function BusinessTable({ groups, onProfile }: BusinessTableProps) {
  return (
    <Table stickyHeader size="small" aria-label={A11Y_TEXTS.regions.businessGroups}>
      <TableHead>
        <TableRow>
          <TableCell>{FIELD_LABELS.name}</TableCell>
          <TableCell sx={onWideScreens}>{FIELD_LABELS.description}</TableCell>
          <TableCell sx={onWideScreens}>{FIELD_LABELS.website}</TableCell>
          <TableCell>{SCREEN_TEXTS.buttons.profile}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {groups.map((group) => (
          <TableRow key={group.id}>
            <TableCell>
              {/* Its own element: the cell's text also holds the phone lines, and the name is looked up by itself. */}
              <span>{group.title}</span>
              <Box sx={onPhones}>
                <Box component="span" sx={{ display: 'block', color: 'text.secondary', mt: 0.5 }}>
                  {group.description}
                </Box>
                <Box component="span" sx={{ display: 'block', mt: 0.5 }}>
                  <Website group={group} />
                </Box>
              </Box>
            </TableCell>
            <TableCell sx={onWideScreens}>{group.description}</TableCell>
            <TableCell sx={onWideScreens}>
              <Website group={group} />
            </TableCell>
            <TableCell>
              <Button variant="outlined" size="small" onClick={() => onProfile(group)} aria-label={`${SCREEN_TEXTS.buttons.profile}: ${group.title}`}>
                {SCREEN_TEXTS.buttons.profile}
              </Button>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
