import { DataSource } from 'typeorm';
import { PRIVATE_KINDS } from '@community/vocabulary';
import { SEALED_REPLY_BODY } from './entities/conversation-reply.entity';
import { SEALED_REQUEST_DETAILS } from './entities/inbox-message.entity';
import { LatestMessage } from './conversation-preview';

interface LatestRow {
  conversation_id: number | string;
  reply_body: string | null;
  request_details: string | null;
  reported: number | string | boolean | null;
}

/**
 * The latest message of each conversation of a Messages page, in one query whatever the page holds: the newest
 * reply (the index on (conversation_id, id) gives each thread's MAX(id) without reading its other replies), or the
 * request when there is none yet. Legal and clinic threads are left out in SQL, so their sealed texts are never
 * read, let alone opened, for a list.
 *
 * "Reported by the reader": a reply named by one of the reader's reports; the request, when the reader is its
 * receiver and reported the conversation (what an admin reads as the reported request: conversation-view.ts).
 */
export async function latestMessages(dataSource: DataSource, readerId: number, conversationIds: number[]): Promise<Map<number, LatestMessage>> {
  if (conversationIds.length === 0) return new Map();
  const ids = conversationIds.map(() => '?').join(', ');
  const rows: LatestRow[] = await dataSource.query(
    `SELECT c.id AS conversation_id, r.body AS reply_body, CASE WHEN r.id IS NULL THEN m.details END AS request_details,
            CASE WHEN r.id IS NOT NULL THEN EXISTS (SELECT 1 FROM reports p WHERE p.message_id = r.id AND p.reporter_id = ?)
                 WHEN c.receiver_id = ? THEN EXISTS (SELECT 1 FROM reports p WHERE p.conversation_id = c.id AND p.reporter_id = ?)
                 ELSE 0 END AS reported
     FROM conversations c
     JOIN inbox_messages m ON m.id = c.request_id
     LEFT JOIN (SELECT conversation_id, MAX(id) AS id FROM conversation_replies WHERE conversation_id IN (${ids}) GROUP BY conversation_id) latest
       ON latest.conversation_id = c.id
     LEFT JOIN conversation_replies r ON r.id = latest.id
     WHERE c.id IN (${ids}) AND c.kind NOT IN (${PRIVATE_KINDS.map(() => '?').join(', ')})`,
    [readerId, readerId, readerId, ...conversationIds, ...conversationIds, ...PRIVATE_KINDS],
  );
  return new Map(
    rows.map((row) => [
      Number(row.conversation_id),
      {
        replyBody: row.reply_body === null ? null : SEALED_REPLY_BODY.from(row.reply_body),
        requestDetails: row.request_details === null ? null : SEALED_REQUEST_DETAILS.from(row.request_details),
        reportedByReader: Number(row.reported) === 1,
      },
    ]),
  );
}
