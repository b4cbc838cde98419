import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LEGAL_CATEGORY_NAMES } from '@community/vocabulary';
import { deferredReply, mockApi } from '../../../test/mock-api';
import { fill, FIELD_MESSAGE } from '../../../test/render';
import { allowApiData } from '../../../test/pseudo-language';
import { LegalIssueForm } from './LegalIssueForm';

function setup() {
  const user = userEvent.setup({ advanceTimers: (ms) => (vi.isFakeTimers() ? vi.advanceTimersByTime(ms) : undefined) });
  const onClose = vi.fn();
  render(<LegalIssueForm receiverId={21} onClose={onClose} />);
  return { user, onClose };
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  // What the member types is their own data, not a catalog's text (test/pseudo-language.ts).
  allowApiData('I need advice on an adoption.');
  await fill(user, screen.getByLabelText('Full Name'), 'Ada Lovelace');
  await fill(user, screen.getByLabelText('Email'), 'ada@example.com');
  await fill(user, screen.getByLabelText('Phone Number'), '+1 (555) 123-4567');
  await user.selectOptions(screen.getByLabelText('Legal Issue Type'), 'Family Law');
  await user.selectOptions(screen.getByLabelText('Specific Issue'), 'Adoption');
  await fill(user, screen.getByLabelText('Description'), 'I need advice on an adoption.');
  await user.click(screen.getByRole('checkbox', { name: /I consent/ }));
  await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
}

describe('legal issue form', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows every rule with the spec texts', async () => {
    const api = mockApi({});
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    for (const text of [
      'Full Name is required.',
      'Invalid email address.',
      'Invalid phone number.',
      'Select a legal issue type.',
      'Select a specific issue.',
      'Description must be between 1 and 500 characters.',
      'You must consent to proceed.',
      'You must agree to proceed.',
    ]) {
      expect(screen.getByText(text, FIELD_MESSAGE)).toBeInTheDocument();
    }
    await fill(user, screen.getByLabelText('Phone Number'), '123456789');
    const tooLong = 'x'.repeat(501);
    allowApiData(tooLong);
    await fill(user, screen.getByLabelText('Description'), tooLong);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('Invalid phone number.', FIELD_MESSAGE)).toBeInTheDocument();
    expect(screen.getByText('Description must be between 1 and 500 characters.', FIELD_MESSAGE)).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('lists the categories; choosing a new category clears the specific issue', async () => {
    const { user } = setup();
    const category = screen.getByLabelText('Legal Issue Type') as HTMLSelectElement;
    expect(
      Array.from(category.options)
        .slice(1)
        .map((o) => o.value),
    ).toEqual([...LEGAL_CATEGORY_NAMES]);
    expect(screen.getByLabelText('Specific Issue')).toBeDisabled();
    await user.selectOptions(category, 'Contracts');
    const specific = screen.getByLabelText('Specific Issue') as HTMLSelectElement;
    expect(
      Array.from(specific.options)
        .slice(1)
        .map((o) => o.value),
    ).toEqual(['Contract Drafting', 'Contract Review', 'Breach of Contract']);
    await user.selectOptions(specific, 'Contract Review');
    await user.selectOptions(category, 'Tax Law');
    expect(screen.getByLabelText('Specific Issue')).toHaveValue('');
  });

  it('sends the payload, shows the success message, then closes and resets after 5 s', async () => {
    const reply = deferredReply();
    const api = mockApi({ 'POST /issues/legal-assistance': () => reply.promise });
    const { user, onClose } = setup();
    await fillValid(user);
    vi.useFakeTimers();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    await act(async () => reply.release({ status: 201, body: { message: 'ok', id: 3 } }));
    expect(api.calls[0].body).toEqual({
      receiver_id: 21,
      full_name: 'Ada Lovelace',
      email: 'ada@example.com',
      PhoneNumber: '+1 (555) 123-4567',
      legal_issue: 'Family Law',
      specific_issue: 'Adoption',
      description: 'I need advice on an adoption.',
    });
    expect(screen.getByText('Your form has been submitted successfully!')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(4999));
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText('Full Name')).toHaveValue('');
  });

  it("shows 'Failed to submit form. Please try again.' when the call fails", async () => {
    mockApi({ 'POST /issues/legal-assistance': { status: 500, body: {} } });
    const { user } = setup();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Failed to submit form. Please try again.')).toBeInTheDocument();
  });
});
