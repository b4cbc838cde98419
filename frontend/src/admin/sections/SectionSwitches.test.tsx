import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderTab } from '../test-utils';
import { SectionSwitches } from './SectionSwitches';

describe('dashboard: section switches', () => {
  it('shows each section as Coming Soon or Open and opens the Virtual Clinic', async () => {
    let settings = { id: 'sections', legal_assistance: 'open', virtual_clinic: 'coming_soon' };
    const getOne = vi.fn(async () => ({ data: settings }));
    const update = vi.fn(async (_resource: string, params: { data: object }) => {
      settings = { ...settings, ...params.data };
      return { data: settings };
    });
    renderTab(<SectionSwitches />, { resource: 'settings', dataProvider: { getOne, update } });
    const legal = await screen.findByRole('switch', { name: 'Legal Assistance: Open' });
    expect(legal).toBeChecked();
    const clinic = screen.getByRole('switch', { name: 'Virtual Clinic: Coming Soon' });
    expect(clinic).not.toBeChecked();
    await userEvent.click(clinic);
    await waitFor(() => expect(update).toHaveBeenCalledWith('settings', expect.objectContaining({ id: 'sections', data: { virtual_clinic: 'open' } })));
    expect(await screen.findByText('Virtual Clinic is now Open')).toBeInTheDocument();
    expect(await screen.findByRole('switch', { name: 'Virtual Clinic: Open' })).toBeChecked();
    expect(getOne).toHaveBeenCalledWith('settings', expect.objectContaining({ id: 'sections' }));
  });

  it('opens the Job Board (Coming Soon by default)', async () => {
    let settings = { id: 'sections', legal_assistance: 'coming_soon', virtual_clinic: 'coming_soon', job_board: 'coming_soon' };
    const update = vi.fn(async (_resource: string, params: { data: object }) => {
      settings = { ...settings, ...params.data };
      return { data: settings };
    });
    renderTab(<SectionSwitches />, { resource: 'settings', dataProvider: { getOne: vi.fn(async () => ({ data: settings })), update } });
    const board = await screen.findByRole('switch', { name: 'Job Board: Coming Soon' });
    expect(board).not.toBeChecked();
    await userEvent.click(board);
    await waitFor(() => expect(update).toHaveBeenCalledWith('settings', expect.objectContaining({ id: 'sections', data: { job_board: 'open' } })));
    expect(await screen.findByText('Job Board is now Open')).toBeInTheDocument();
    expect(await screen.findByRole('switch', { name: 'Job Board: Open' })).toBeChecked();
  });
});
