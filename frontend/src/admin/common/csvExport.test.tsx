import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderTab } from '../test-utils';
import { UserList } from '../users/UserList';
import { neutraliseCell } from './csvExport';

describe('neutraliseCell', () => {
  it.each([
    ['=HYPERLINK("http://evil.example","Click")', `'=HYPERLINK("http://evil.example","Click")`],
    ['+1+cmd|/C calc!A0', `'+1+cmd|/C calc!A0`],
    ['-2+3', `'-2+3`],
    ['@SUM(A1:A9)', `'@SUM(A1:A9)`],
    ['\t=1+1', `'\t=1+1`],
    ['\r=1+1', `'\r=1+1`],
    ['Ann Helper', 'Ann Helper'],
    ['ann@example.com', 'ann@example.com'],
    ['', ''],
  ])('%j becomes %j', (input, output) => {
    expect(neutraliseCell(input)).toBe(output);
  });

  it('leaves numbers, booleans and null alone and reaches nested values', () => {
    expect(neutraliseCell({ id: -3, ok: true, none: null, tags: ['=x', 'y'], owner: { name: '@me' } })).toEqual({
      id: -3,
      ok: true,
      none: null,
      tags: [`'=x`, 'y'],
      owner: { name: `'@me` },
    });
  });
});

describe("the admin lists' CSV export", () => {
  afterEach(() => vi.restoreAllMocks());

  it('downloads a CSV whose formula-like cells are neutralised', async () => {
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:export';
    }) as typeof URL.createObjectURL;
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const members = [
      { id: 3, user_id: 3, name: '=HYPERLINK("http://evil.example","Click")', email: 'ann@example.com', role: 'helper', industry: null },
      { id: 8, user_id: 8, name: 'Abe Helper', email: '@abe@example.com', role: 'helper', industry: null },
    ];
    const getList = vi.fn(async () => ({ data: members, total: members.length }));
    renderTab(<UserList />, { resource: 'helpers', dataProvider: { getList } });
    await screen.findByText('Abe Helper');

    await userEvent.click(screen.getByRole('button', { name: 'Export' }));

    await vi.waitFor(() => expect(blobs).toHaveLength(1));
    const csv = await blobs[0].text();
    expect(csv).toContain(`'=HYPERLINK(`);
    expect(csv).toContain(`'@abe@example.com`);
    expect(csv).toContain('Abe Helper');
    expect(csv).not.toMatch(/(^|,|")=HYPERLINK/m);
  });
});
