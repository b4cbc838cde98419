import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderTab } from '../test-utils';
import { MailOutboxList } from './MailOutboxList';

const failed = {
  id: 7,
  recipient: 'member@example.com',
  subject: 'Reset your password',
  status: 'failed',
  attempts: 31,
  last_error: 'connect ECONNREFUSED 10.0.0.5:25',
  queued_at: '2026-11-22T12:00:00.000Z',
  last_attempt_at: '2026-11-23T12:00:00.000Z',
  next_attempt_at: null,
  sent_at: null,
  failed_at: '2026-11-23T12:00:00.000Z',
};

describe('mail outbox tab', () => {
  it('opens on the failed mails, shows who, what, attempts and the last error (never a body), and Retry puts one back to pending', async () => {
    const getList = vi.fn(async () => ({ data: [failed], total: 1 }));
    const update = vi.fn(async (_resource: string, params: { id: number; data: object }) => ({ data: { ...failed, ...params.data, failed_at: null } }));
    renderTab(<MailOutboxList />, { resource: 'mail-outbox', dataProvider: { getList, update } });

    const row = (await screen.findByText('member@example.com')).closest('tr')!;
    expect(within(row).getByText('Reset your password')).toBeInTheDocument();
    expect(within(row).getByText('31')).toBeInTheDocument();
    expect(within(row).getByText('connect ECONNREFUSED 10.0.0.5:25')).toBeInTheDocument();
    expect(getList.mock.calls[0][1]).toMatchObject({ filter: { status: 'failed' } });
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).not.toContain('Body');

    fireEvent.click(within(row).getByRole('button', { name: 'Retry the mail to member@example.com' }));
    await waitFor(() => expect(update).toHaveBeenCalled());
    expect(update.mock.calls[0][0]).toBe('mail-outbox');
    expect(update.mock.calls[0][1]).toMatchObject({ id: 7, data: { status: 'pending' } });
    expect(await screen.findByText('Mail queued again')).toBeInTheDocument();
  });
});
