import { Card, CardContent, FormControlLabel, Stack, Switch, Typography } from '@mui/material';
import { useGetOne, useNotify, useUpdate } from 'react-admin';
import { ADMIN_PANEL_TEXTS, SWITCHABLE_SECTIONS, type SwitchableSection } from '@community/vocabulary';
import type { ApiSchema } from '../../lib/api-client';
import { errorText } from '../common/moderation';

/** The sections' names, read at render (the panel's language). */
const SECTION_NAMES: Record<SwitchableSection, string> = ADMIN_PANEL_TEXTS.sectionNames;

/** The one settings record of the panel: GET /admin/settings/sections, PUT it back with the changed section. */
const SETTINGS = { resource: 'settings', id: 'sections' } as const;

/**
 * A switch per section that opens only when an admin says so: off keeps the spec's Coming Soon overlay,
 * on makes the directory and its form usable for members.
 */
export function SectionSwitches() {
  const notify = useNotify();
  const { data, isPending, refetch } = useGetOne<ApiSchema<'AdminSectionSettingsDto'>>(SETTINGS.resource, { id: SETTINGS.id });
  const [update, { isPending: saving }] = useUpdate();

  const flip = (section: SwitchableSection, open: boolean) =>
    update(
      SETTINGS.resource,
      { id: SETTINGS.id, data: { [section]: open ? 'open' : 'coming_soon' }, previousData: data },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(ADMIN_PANEL_TEXTS.sectionNowIs(SECTION_NAMES[section], ADMIN_PANEL_TEXTS.sectionStates[open ? 'open' : 'coming_soon']), { type: 'success' });
          void refetch();
        },
        onError: (error) => notify(errorText(error), { type: 'error' }),
      },
    );

  return (
    <Card component="section" aria-labelledby="sections-title" sx={{ mt: 3, maxWidth: 520 }}>
      <CardContent>
        <Typography id="sections-title" variant="h6" component="h2" gutterBottom>
          {ADMIN_PANEL_TEXTS.sectionsHeading}
        </Typography>
        <Typography variant="body2" sx={{ mb: 1 }}>
          {ADMIN_PANEL_TEXTS.sectionsIntro}
        </Typography>
        <Stack>
          {SWITCHABLE_SECTIONS.map((section) => (
            <FormControlLabel
              key={section}
              control={<Switch checked={data?.[section] === 'open'} disabled={isPending || saving} onChange={(event) => flip(section, event.target.checked)} />}
              label={`${SECTION_NAMES[section]}: ${ADMIN_PANEL_TEXTS.sectionStates[data?.[section] === 'open' ? 'open' : 'coming_soon']}`}
            />
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}
