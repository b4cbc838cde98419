import { DIRECTORY_SCREEN_TEXTS as TEXT, MEMBER_ROLES, type MemberRole } from '@community/vocabulary';
import { SelectField } from '../../../components/SelectField';

export const ALL_ROLES = '';

/** Mentors, seekers or both: the list asks the API for `role` (issue #24). */
export function RoleFilter({ value, onChange }: { value: MemberRole | typeof ALL_ROLES; onChange: (role: MemberRole | typeof ALL_ROLES) => void }) {
  return (
    <SelectField
      label={TEXT.roleFilter}
      placeholder={TEXT.roleFilterOptions.all}
      options={MEMBER_ROLES}
      optionLabel={(role) => TEXT.roleFilterOptions[role as MemberRole]}
      value={value}
      onChange={(event) => onChange(event.target.value as MemberRole | typeof ALL_ROLES)}
      sx={{ minWidth: 200 }}
    />
  );
}
