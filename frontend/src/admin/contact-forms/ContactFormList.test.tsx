import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderTab } from '../test-utils';
import { ContactFormList } from './ContactFormList';

describe('contactForms tab', () => {
  it('shows the name, email, phone and the whole message', async () => {
    const message = `Hello,\n${'I would like to know more about the business directory. '.repeat(12)}\nThanks`;
    const getList = vi.fn(async () => ({
      data: [
        {
          id: 4,
          first_name: 'Cora',
          last_name: 'Contact',
          email: 'cora@example.com',
          phone_number: '+1 555 0100',
          subject: 'Support',
          message,
        },
      ],
      total: 1,
    }));
    renderTab(<ContactFormList />, { resource: 'contactForms', dataProvider: { getList } });

    const row = (await screen.findByText('Cora Contact')).closest('tr')!;
    expect(within(row).getByText('cora@example.com')).toBeInTheDocument();
    expect(within(row).getByText('+1 555 0100')).toBeInTheDocument();
    expect(within(row).getByText((_, element) => element?.tagName === 'SPAN' && element.textContent === message)).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['#', 'Name', 'Email', 'Phone', 'Message']);
  });
});
