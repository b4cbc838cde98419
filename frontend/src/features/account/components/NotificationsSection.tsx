import { FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, Typography } from '@mui/material';
import { useState } from 'react';
import {
  ACCOUNT_SCREEN_TEXTS,
  ACCOUNT_TEXTS,
  NOTIFICATION_DELIVERIES,
  NOTIFICATION_DELIVERY_LABELS,
  NOTIFICATION_KINDS,
  NOTIFICATION_KIND_LABELS,
  type NotificationDelivery,
  type NotificationSettings,
} from '@community/vocabulary';
import { useFormSubmission } from '../../../lib/use-form-submission';
import { serverText } from '../../../lib/server-text';
import { updateNotifications } from '../api/update-notifications';
import type { Account } from '../api/types';
import { AccountForm } from './AccountForm';

const text = ACCOUNT_SCREEN_TEXTS.notifications;

export function NotificationsSection({ account, onChange }: { account: Account; onChange: (account: Account) => void }) {
  const [settings, setSettings] = useState<NotificationSettings>(account.notifications);
  const { phase, outcome, handleSubmit } = useFormSubmission({
    send: async () => {
      const { ok, data } = await updateNotifications(settings);
      if (!ok) return { severity: 'error', text: serverText(data, ACCOUNT_SCREEN_TEXTS.failed) };
      const { message: _message, error_message: _error, ...saved } = data;
      onChange({ ...account, notifications: { ...settings, ...saved } });
      return { severity: 'success', text: ACCOUNT_TEXTS.notificationsSaved };
    },
    thrownText: ACCOUNT_SCREEN_TEXTS.failed,
  });

  return (
    <AccountForm id="notifications" heading={text.heading} onSubmit={handleSubmit} phase={phase} outcome={outcome}>
      <Typography color="text.secondary">{text.intro}</Typography>
      {NOTIFICATION_KINDS.map((kind) => (
        <FormControl key={kind}>
          <FormLabel id={`notify-${kind}`}>{NOTIFICATION_KIND_LABELS[kind]}</FormLabel>
          <RadioGroup
            row
            aria-labelledby={`notify-${kind}`}
            name={kind}
            value={settings[kind]}
            onChange={(event) => setSettings((current) => ({ ...current, [kind]: event.target.value as NotificationDelivery }))}
          >
            {NOTIFICATION_DELIVERIES.map((delivery) => (
              <FormControlLabel key={delivery} value={delivery} control={<Radio />} label={NOTIFICATION_DELIVERY_LABELS[delivery]} />
            ))}
          </RadioGroup>
        </FormControl>
      ))}
    </AccountForm>
  );
}
