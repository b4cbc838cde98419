import { DEFAULT_NOTIFICATION_SETTINGS, NOTIFICATION_DELIVERIES, NOTIFICATION_KINDS, NotificationDelivery, NotificationSettings } from '@community/vocabulary';

/** A stored value may lack kinds added later or hold an unknown word: each such kind falls back to the default. */
export function effectiveSettings(stored: Partial<NotificationSettings> | null | undefined): NotificationSettings {
  const settings = { ...DEFAULT_NOTIFICATION_SETTINGS };
  for (const kind of NOTIFICATION_KINDS) {
    const value = stored?.[kind];
    if (value && (NOTIFICATION_DELIVERIES as readonly string[]).includes(value)) settings[kind] = value as NotificationDelivery;
  }
  return settings;
}
