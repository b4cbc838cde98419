import { Button, Link, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { SCREEN_TEXTS, websiteHref } from '@community/vocabulary';
import type { BusinessGroup } from '../api/get-business-groups';

interface BusinessTableProps {
  groups: BusinessGroup[];
  onProfile: (group: BusinessGroup) => void;
}

export function BusinessTable({ groups, onProfile }: BusinessTableProps) {
  return (
    <Table stickyHeader size="small" aria-label="Business groups">
      <TableHead>
        <TableRow>
          <TableCell>Name</TableCell>
          <TableCell>Description</TableCell>
          <TableCell>Website</TableCell>
          <TableCell>{SCREEN_TEXTS.buttons.profile}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {groups.map((group) => (
          <TableRow key={group.id}>
            <TableCell>{group.title}</TableCell>
            <TableCell>{group.description}</TableCell>
            <TableCell>
              {group.website ? (
                <Link href={websiteHref(group.website)} target="_blank" rel="noopener noreferrer">
                  {group.website}
                </Link>
              ) : (
                SCREEN_TEXTS.notAvailable
              )}
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
