import {
  Button,
  Card,
  CardActions,
  CardContent,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { SCREEN_TEXTS, FIELD_LABELS } from '@community/vocabulary';
import { MemberLabels } from './MemberLabels';
import { MemberAvatar } from './MemberAvatar';
import { VerifiedBadge } from './VerifiedBadge';

export interface DirectoryPerson {
  id: number | string;
  name: string;
  email: string;
  JobTitle?: string | null;
  /** false when the person is not taking new requests (off, or at capacity). */
  accepting_requests?: boolean;
  /** The photo's key under /uploads/; null shows initials. */
  photo_url?: string | null;
  /** An admin checked the person's credentials: the Verified badge. */
  verified?: boolean;
  /** helper or seeker: shown as Mentor or Seeker. */
  role?: string;
}

interface UserDirectoryTableProps<T extends DirectoryPerson> {
  people: T[];
  onProfile: (person: T) => void;
  caption: string;
}

/** Name, email and a Profile button per person: a table, or a card list on small screens. */
export function UserDirectoryTable<T extends DirectoryPerson>({ people, onProfile, caption }: UserDirectoryTableProps<T>) {
  const theme = useTheme();
  const small = useMediaQuery(theme.breakpoints.down('sm'));
  const profileButton = (person: T) => (
    <Button variant="outlined" size="small" onClick={() => onProfile(person)} aria-label={`${SCREEN_TEXTS.buttons.profile}: ${person.name}`}>
      {SCREEN_TEXTS.buttons.profile}
    </Button>
  );

  if (small) {
    return (
      <Stack spacing={1.5} component="ul" aria-label={caption} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {people.map((person) => (
          <Card key={person.id} component="li" variant="outlined">
            <CardContent sx={{ pb: 0, display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
              <MemberAvatar name={person.name} photoUrl={person.photo_url} />
              <div style={{ minWidth: 0 }}>
                <Typography variant="subtitle1">
                  {person.name}
                  <VerifiedBadge verified={person.verified} />
                  <MemberLabels person={person} />
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {person.email}
                </Typography>
              </div>
            </CardContent>
            <CardActions>{profileButton(person)}</CardActions>
          </Card>
        ))}
      </Stack>
    );
  }

  return (
    <Table stickyHeader size="small" aria-label={caption}>
      <TableHead>
        <TableRow>
          <TableCell>{FIELD_LABELS.name}</TableCell>
          <TableCell>{FIELD_LABELS.email}</TableCell>
          <TableCell>
            <span>{SCREEN_TEXTS.buttons.profile}</span>
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {people.map((person) => (
          <TableRow key={person.id}>
            <TableCell>
              <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                <MemberAvatar name={person.name} photoUrl={person.photo_url} />
                <span>
                  {person.name}
                  <VerifiedBadge verified={person.verified} />
                  <MemberLabels person={person} />
                </span>
              </Stack>
            </TableCell>
            <TableCell>{person.email}</TableCell>
            <TableCell>{profileButton(person)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
