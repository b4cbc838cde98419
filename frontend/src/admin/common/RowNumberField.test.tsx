import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { DataTable } from 'react-admin';
import { renderTab } from '../test-utils';
import { AdminList } from './AdminList';
import { AdminTable } from './AdminTable';
import { rowNumber } from './RowNumberField';

describe('rowNumber', () => {
  it('counts across pages, not within the page', () => {
    expect(rowNumber(1, 25, 0)).toBe(1);
    expect(rowNumber(1, 25, 24)).toBe(25);
    expect(rowNumber(3, 10, 0)).toBe(21);
    expect(rowNumber(3, 10, 4)).toBe(25);
  });
});

describe('RowNumberField in a tab', () => {
  it('numbers the rows of the second page from perPage + 1', async () => {
    const getList = vi.fn().mockResolvedValue({
      data: [
        { id: 91, name: 'Ann' },
        { id: 17, name: 'Bob' },
      ],
      total: 27,
    });
    renderTab(
      <AdminList>
        <AdminTable>
          <DataTable.Col source="name" />
        </AdminTable>
      </AdminList>,
      { resource: 'helpers', dataProvider: { getList }, search: '?page=2&perPage=25' },
    );
    const annRow = (await screen.findByText('Ann')).closest('tr')!;
    expect(within(annRow).getAllByRole('cell')[0]).toHaveTextContent(/^26$/);
    const bobRow = screen.getByText('Bob').closest('tr')!;
    expect(within(bobRow).getAllByRole('cell')[0]).toHaveTextContent(/^27$/);
    expect(getList).toHaveBeenCalledWith('helpers', expect.objectContaining({ pagination: { page: 2, perPage: 25 } }));
  });
});
