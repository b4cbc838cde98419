import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { RecordContextProvider } from 'react-admin';
import { AdStatusField, BusinessGroupStatusField } from './StatusField';

function renderStatus(field: ReactElement, status: unknown) {
  return render(<RecordContextProvider value={{ id: 1, status }}>{field}</RecordContextProvider>);
}

describe('AdStatusField', () => {
  it.each([
    ['pending', 'pending'],
    ['approved', 'approved'],
    ['rejected', 'rejected'],
    ['archived', 'Unknown'],
    [null, 'Unknown'],
    [undefined, 'Unknown'],
    [1, 'Unknown'],
  ])('shows %s as %s', (status, label) => {
    renderStatus(<AdStatusField />, status);
    expect(screen.getByText(label)).toBeInTheDocument();
  });
});

describe('BusinessGroupStatusField', () => {
  it.each([
    [0, 'pending'],
    [1, 'approved'],
    [2, 'rejected'],
    [3, 'Unknown'],
    [-1, 'Unknown'],
    [null, 'Unknown'],
    [undefined, 'Unknown'],
    ['', 'Unknown'],
    ['approved', 'Unknown'],
  ])('shows %s as %s', (status, label) => {
    renderStatus(<BusinessGroupStatusField />, status);
    expect(screen.getByText(label)).toBeInTheDocument();
  });
});
