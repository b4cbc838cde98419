import type { ApiSchema } from '../../../lib/api-client';

/** The notifications API's bodies, from the OpenAPI document (API types reach the app only from it). */
export type AppNotification = ApiSchema<'NotificationDto'>;
export type NotificationPage = ApiSchema<'NotificationPageDto'>;
export type StreamTicket = ApiSchema<'StreamTicketDto'>;
