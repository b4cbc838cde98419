import { Alert, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { TextField } from '../../../components/TextField';
import { ErrorSummary } from '../../../components/ErrorSummary';
import { OutcomeAlert } from '../../../components/OutcomeAlert';
import { ACCOUNT_SCREEN_TEXTS, ACCOUNT_TEXTS, BUSINESS_GROUP_STATUS_LABELS, FORM_FIELDS, isBlank, LIMITS, MESSAGES } from '@community/vocabulary';
import { BusyButton } from '../../../components/BusyButton';
import { serverText } from '../../../lib/server-text';
import { useForm, type FormErrors } from '../../../lib/use-form';
import { useFormSubmission } from '../../../lib/use-form-submission';
import { getMyBusinessGroups } from '../api/get-my-business-groups';
import { updateMyBusinessGroup } from '../api/update-my-business-group';
import type { MyBusinessGroup } from '../api/types';
import { LoadedCards } from './LoadedView';
import { useLoaded } from './use-loaded';

const text = ACCOUNT_SCREEN_TEXTS.business;
const FIELDS = FORM_FIELDS.businessListing;
type Values = { title: string; description: string; website_url: string };

function validate(values: Values): FormErrors<Values> {
  const errors: FormErrors<Values> = {};
  if (isBlank(values.title)) errors.title = MESSAGES.businessSignup.nameRequired;
  const length = values.description.trim().length;
  if (length < LIMITS.businessDescriptionMin || length > LIMITS.businessDescriptionMax) errors.description = MESSAGES.businessSignup.descriptionLength;
  return errors;
}

function BusinessGroupCard({ group, onSaved }: { group: MyBusinessGroup; onSaved: (group: MyBusinessGroup) => void }) {
  // A pending edit is what the owner last sent, so the form continues from it.
  const shown = group.pending_edit ?? group;
  const form = useForm<Values>({ title: shown.title ?? '', description: shown.description ?? '', website_url: shown.website_url ?? '' }, validate);
  const prefix = `group-${group.id}`;
  const { phase, outcome, handleSubmit, summary } = useFormSubmission({
    check: form.check,
    problems: form.problems,
    send: async () => {
      const { ok, data } = await updateMyBusinessGroup(group.id, {
        title: form.values.title.trim(),
        description: form.values.description.trim(),
        website_url: form.values.website_url.trim(),
      });
      if (!ok) return { severity: 'error', text: serverText(data, ACCOUNT_SCREEN_TEXTS.failed) };
      onSaved(data.group);
      return { severity: 'success', text: serverText(data, ACCOUNT_TEXTS.businessGroupSaved) };
    },
    thrownText: ACCOUNT_SCREEN_TEXTS.failed,
  });
  const field = (name: keyof Values) => ({ ...form.field(name), id: `${prefix}-${name}` });

  return (
    <Card variant="outlined" component="li">
      <CardContent>
        <Stack component="form" spacing={2} noValidate onSubmit={handleSubmit} aria-label={`${text.edit}: ${group.title}`}>
          <ErrorSummary {...summary} />
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, wordBreak: 'break-word' }}>
              {group.title}
            </Typography>
            <Chip
              size="small"
              label={BUSINESS_GROUP_STATUS_LABELS[group.status] ?? group.status_label}
              color={group.status === 'approved' ? 'success' : group.status === 'rejected' ? 'error' : 'warning'}
            />
          </Stack>
          {group.status === 'rejected' && group.rejection_reason && (
            <Typography color="error">
              {ACCOUNT_SCREEN_TEXTS.ads.reason}: {group.rejection_reason}
            </Typography>
          )}
          {/* A refused edit of a public listing: the listing stays approved, the reason is still the owner's to read. */}
          {group.status === 'approved' && !group.pending_edit && group.rejection_reason && (
            <Alert severity="warning">
              {text.editRejected} {ACCOUNT_SCREEN_TEXTS.ads.reason}: {group.rejection_reason}
            </Alert>
          )}
          {group.pending_edit && <Alert severity="info">{text.pendingEdit}</Alert>}
          <TextField label={FIELDS.title.label} {...field('title')} />
          <TextField label={FIELDS.description.label} multiline minRows={3} {...field('description')} />
          <TextField label={FIELDS.website_url.label} type="url" {...field('website_url')} />
          <OutcomeAlert outcome={outcome} />
          <BusyButton phase={phase} label={ACCOUNT_SCREEN_TEXTS.save} busyLabel={ACCOUNT_SCREEN_TEXTS.saving} sx={{ alignSelf: 'flex-start' }} />
        </Stack>
      </CardContent>
    </Card>
  );
}

export function MyBusinessSection() {
  const { loaded, set, retry } = useLoaded(getMyBusinessGroups, (data) => data.data ?? [], ACCOUNT_SCREEN_TEXTS.loadFailed);
  return (
    <Stack spacing={2} component="section" aria-labelledby="business-heading">
      <Typography id="business-heading" variant="h6" component="h2">
        {ACCOUNT_SCREEN_TEXTS.tabs.business}
      </Typography>
      <LoadedCards loaded={loaded} retry={retry} emptyText={text.empty}>
        {(groups) =>
          groups.map((group) => (
            <BusinessGroupCard key={group.id} group={group} onSaved={(next) => set(groups.map((item) => (item.id === next.id ? next : item)))} />
          ))
        }
      </LoadedCards>
    </Stack>
  );
}
