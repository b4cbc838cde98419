import { DIRECTORY_SCREEN_TEXTS as TEXT, MEMBER_ROLES, type MemberRole } from '@community/vocabulary';
import { TextField } from '../../../components/TextField';

export const ALL_ROLES = '';

/** Mentors, seekers or both: the list asks the API for `role` (issue #24). */
export function RoleFilter({ value, onChange }: { value: MemberRole | typeof ALL_ROLES; onChange: (role: MemberRole | typeof ALL_ROLES) => void }) {
  return (
    <TextField
      select
      label={TEXT.roleFilter}
      value={value}
      onChange={(event) => onChange(event.target.value as MemberRole | typeof ALL_ROLES)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth: 200 }}
    >
      <option value={ALL_ROLES}>{TEXT.roleFilterOptions.all}</option>
      {MEMBER_ROLES.map((role) => (
        <option key={role} value={role}>
          {TEXT.roleFilterOptions[role]}
        </option>
      ))}
    </TextField>
  );
}
