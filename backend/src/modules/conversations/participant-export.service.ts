import { Injectable } from '@nestjs/common';
import { ConversationsRepository } from './conversations.repository';
import { ReportsRepository } from './reports.repository';

/**
 * A member's part of "Download my data" that this module keeps: the conversations they take part in (either
 * side, with every reply and status change, since the thread is theirs too) and the reports they filed.
 * The other side appears as "sender"/"receiver", never by address; the first message of each conversation is
 * in the export's messages (requests/message-participants.service.ts).
 */
@Injectable()
export class ParticipantExportService {
  constructor(
    private readonly conversations: ConversationsRepository,
    private readonly reports: ReportsRepository,
  ) {}

  async conversationsOf(userId: number): Promise<ExportedConversation[]> {
    const threads = await this.conversations.conversationsOf(userId);
    if (!threads.length) return [];
    const ids = threads.map((thread) => thread.id);
    const [replies, changes] = await Promise.all([this.conversations.repliesOf(ids), this.conversations.historyOf(ids)]);
    return threads.map((thread) => ({
      id: thread.id,
      request_id: thread.requestId,
      kind: thread.kind,
      my_side: thread.senderId === userId ? 'sender' : 'receiver',
      status: thread.status,
      created_at: iso(thread.createdAt),
      last_activity_at: iso(thread.lastActivityAt),
      replies: replies
        .filter((reply) => reply.conversationId === thread.id)
        .map((reply) => ({ id: reply.id, mine: reply.authorId === userId, body: reply.body, created_at: iso(reply.createdAt) })),
      status_changes: changes
        .filter((change) => change.conversationId === thread.id)
        .map((change) => ({ status: change.status, reason: change.reason, by_me: change.changedBy === userId, created_at: iso(change.createdAt) })),
    }));
  }

  /** The reports I filed, with where they stand; what an admin did about another member stays with the admins. */
  async reportsBy(userId: number): Promise<ExportedReport[]> {
    const filed = await this.reports.filedBy(userId);
    return filed.map((report) => ({
      id: report.id,
      conversation_id: report.conversationId,
      reported_user_id: report.reportedUserId,
      reason: report.reason,
      details: report.details,
      status: report.status,
      created_at: iso(report.createdAt),
      resolved_at: report.resolvedAt ? iso(report.resolvedAt) : null,
    }));
  }
}

export interface ExportedConversation {
  id: number;
  request_id: number;
  kind: string;
  my_side: 'sender' | 'receiver';
  status: string | null;
  created_at: string;
  last_activity_at: string;
  replies: { id: number; mine: boolean; body: string; created_at: string }[];
  status_changes: { status: string; reason: string | null; by_me: boolean; created_at: string }[];
}

export interface ExportedReport {
  id: number;
  conversation_id: number | null;
  reported_user_id: number | null;
  reason: string;
  details: string;
  status: string;
  created_at: string;
  resolved_at: string | null;
}

function iso(value: Date | string): string {
  return new Date(value).toISOString();
}
