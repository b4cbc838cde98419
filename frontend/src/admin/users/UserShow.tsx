import { EmailField, Labeled, ListButton, Show, SimpleShowLayout, TextField, TopToolbar, useGetOne, useRecordContext } from 'react-admin';
import { ADMIN_PANEL_TEXTS as TEXT, ADMIN_PANEL_TEXTS, OPTION_LABELS } from '@community/vocabulary';
import { LabelField } from '../common/LabelField';
import { ConfirmDeleteButton } from '../common/ConfirmDeleteButton';
import { VerificationButton } from './VerificationButton';
import { ResetTwoFactorButton } from './ResetTwoFactorButton';
import { TWO_FACTOR_RESOURCE, type TwoFactorState } from '../dataProvider';
import { JoinedField, SuspendedField, TwoFactorField, VerifiedField, YesNoField, type MemberRecord } from './MemberFields';

/** Reset two-factor only when it is on: the same cached read as the page's Two-factor sign-in field. */
function ResetWhenOn({ id }: { id: MemberRecord['id'] }) {
  const { data } = useGetOne<TwoFactorState>(TWO_FACTOR_RESOURCE, { id });
  return data?.enabled ? <ResetTwoFactorButton /> : null;
}

/** The member's moderation actions, as on the list row; the panel acts on no admin account (docs/security.md). */
function MemberShowActions() {
  const record = useRecordContext<MemberRecord>();
  const member = record !== undefined && record.role !== 'admin';
  return (
    <TopToolbar sx={{ flexWrap: 'wrap' }}>
      <ListButton />
      {member && <VerificationButton />}
      {member && <ResetWhenOn id={record.id} />}
      {member && !record.suspended && (
        <ConfirmDeleteButton
          confirmTitle={ADMIN_PANEL_TEXTS.deletes.member.title}
          confirmContent={ADMIN_PANEL_TEXTS.deletes.member.content}
          successMessage={ADMIN_PANEL_TEXTS.deletes.member.done}
          redirect="list"
        />
      )}
    </TopToolbar>
  );
}

function MemberTitle() {
  const record = useRecordContext<MemberRecord>();
  return <span>{record?.name ?? ''}</span>;
}

/**
 * A member as moderation needs to see them (helpers, seekers and Admins tabs): who they are, whether their email is
 * proven, whether an admin verified them, whether they are suspended, whether two-factor is on, and since when.
 * Nothing more: no phone, no description, no messages (least data to fewest people, admins included).
 */
export function UserShow() {
  return (
    <Show actions={<MemberShowActions />} title={<MemberTitle />}>
      <SimpleShowLayout>
        <TextField source="name" />
        <EmailField source="email" />
        <LabelField source="role" labels={ADMIN_PANEL_TEXTS.roles} />
        <LabelField source="industry" label={TEXT.industry} labels={OPTION_LABELS.industries} emptyText={ADMIN_PANEL_TEXTS.none} />
        <TextField source="JobTitle" label={TEXT.jobTitle} emptyText={ADMIN_PANEL_TEXTS.none} />
        <Labeled label={TEXT.emailConfirmed}>
          <YesNoField source="emailConfirmed" />
        </Labeled>
        <Labeled label={TEXT.verified}>
          <VerifiedField />
        </Labeled>
        <Labeled label={TEXT.suspended}>
          <SuspendedField />
        </Labeled>
        <Labeled label={TEXT.twoFactor}>
          <TwoFactorField />
        </Labeled>
        <Labeled label={TEXT.joined}>
          <JoinedField />
        </Labeled>
      </SimpleShowLayout>
    </Show>
  );
}
