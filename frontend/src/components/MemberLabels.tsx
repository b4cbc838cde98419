import { Chip } from '@mui/material';
import { DIRECTORY_SCREEN_TEXTS as TEXT, takesRequests } from '@community/vocabulary';
import { useIsSelf } from '../lib/use-is-self';
import { AcceptingRequestsLabel } from './AcceptingRequestsLabel';

export interface LabelledPerson {
  id: number | string;
  role?: string;
  accepting_requests?: boolean;
}

const chipSx = (inline: boolean) => (inline ? { ml: 1, verticalAlign: 'middle' } : { alignSelf: 'flex-start' });

/**
 * What a directory row or profile says of a person beside the name: the role ("Mentor" / "Seeker"), "You" on
 * oneself, and "Accepting requests" only for a helper (who takes requests) other than oneself (issue #24).
 */
export function MemberLabels({ person, inline = true }: { person: LabelledPerson; inline?: boolean }) {
  const self = useIsSelf(person.id);
  const role = person.role === 'helper' || person.role === 'seeker' ? TEXT.roles[person.role] : null;
  return (
    <>
      {role && <Chip size="small" label={role} sx={chipSx(inline)} />}
      {self && <Chip size="small" color="primary" label={TEXT.you} sx={chipSx(inline)} />}
      {!self && takesRequests({ role: person.role }) && <AcceptingRequestsLabel accepting={person.accepting_requests} inline={inline} />}
    </>
  );
}
