import { EmailField, Labeled, ListButton, Show, SimpleShowLayout, TextField, TopToolbar, useRecordContext } from 'react-admin';
import { LanguageDateField } from '../common/LanguageDateField';
import { AdStatusField } from '../common/StatusField';
import { ModerationRowButtons } from '../common/ModerationButtons';
import { AdImagesField } from './AdImagesField';
import { adModeration } from './moderation';
import { ADMIN_PANEL_TEXTS, OPTION_LABELS } from '@community/vocabulary';
import { LabelField } from '../common/LabelField';

function AdShowActions() {
  const record = useRecordContext();
  return (
    <TopToolbar>
      <ListButton />
      {record?.status === 'pending' && <ModerationRowButtons moderation={adModeration} backToList />}
    </TopToolbar>
  );
}

function PhoneField() {
  const record = useRecordContext();
  if (!record?.contact_phone) return null;
  return <a href={`tel:${record.contact_phone}`}>{record.contact_phone}</a>;
}

function AdTitle() {
  const record = useRecordContext();
  return <span>{record ? ADMIN_PANEL_TEXTS.recordTitles.ad(String(record.title)) : ADMIN_PANEL_TEXTS.recordNames.ad}</span>;
}

/** An ad's detail with its images, reached from a row of Ads or Pending-Ads; pending ads can be decided here. */
export function AdShow() {
  return (
    <Show actions={<AdShowActions />} title={<AdTitle />}>
      <SimpleShowLayout>
        <Labeled label={ADMIN_PANEL_TEXTS.columns.images}>
          <AdImagesField />
        </Labeled>
        <TextField source="title" />
        <LabelField source="category" labels={OPTION_LABELS.adCategories} />
        <TextField source="description" />
        <TextField source="ad_description" label={ADMIN_PANEL_TEXTS.columns.adDescription} />
        <TextField source="price_offer" label={ADMIN_PANEL_TEXTS.columns.priceOffer} emptyText={ADMIN_PANEL_TEXTS.notApplicable} />
        <EmailField source="contact_email" label={ADMIN_PANEL_TEXTS.columns.contactEmail} />
        <Labeled label={ADMIN_PANEL_TEXTS.columns.contactPhone}>
          <PhoneField />
        </Labeled>
        <TextField source="location" />
        <Labeled label={ADMIN_PANEL_TEXTS.columns.status}>
          <AdStatusField />
        </Labeled>
        <LanguageDateField source="created_at" label={ADMIN_PANEL_TEXTS.columns.submitted} showTime />
      </SimpleShowLayout>
    </Show>
  );
}
