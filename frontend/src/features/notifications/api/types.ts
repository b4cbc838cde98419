import type { LiveNotification } from '../../../lib/live-events';

/**
 * The notifications API's bodies (issue #26's contract). TEMPORARY until the notify-api branch lands its DTOs in
 * the OpenAPI document: then these become `ApiSchema<...>` names (API types reach the app only from
 * lib/api/api-schema.d.ts).
 */
export type AppNotification = LiveNotification;

export interface NotificationPage {
  data: AppNotification[];
  next_cursor: string | null;
  unread: number;
}

export interface StreamTicket {
  ticket: string;
}
