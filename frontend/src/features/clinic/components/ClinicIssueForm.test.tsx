import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GENDERS } from '@community/vocabulary';
import { deferredReply, mockApi } from '../../../test/mock-api';
import { fill, FIELD_MESSAGE } from '../../../test/render';
import { allowApiData } from '../../../test/pseudo-language';
import { ClinicIssueForm } from './ClinicIssueForm';

function setup() {
  const user = userEvent.setup({ advanceTimers: (ms) => (vi.isFakeTimers() ? vi.advanceTimersByTime(ms) : undefined) });
  const onClose = vi.fn();
  render(<ClinicIssueForm receiverId={31} onClose={onClose} />);
  return { user, onClose };
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  // What the member types is their own data, not a catalog's text (test/pseudo-language.ts).
  allowApiData(['Headache', 'None']);
  await user.selectOptions(screen.getByLabelText('Gender'), 'Female');
  await fill(user, screen.getByLabelText('Age'), '42');
  await fill(user, screen.getByLabelText('Contact Info'), '555 123 4567');
  await fill(user, screen.getByLabelText('Location'), 'Springfield');
  await fill(user, screen.getByLabelText('Symptoms'), 'Headache');
  await fill(user, screen.getByLabelText('Duration of Symptoms'), '3 days');
  await fill(user, screen.getByLabelText('Pain Rating (1-10)'), '6');
  await fill(user, screen.getByLabelText('Existing Medical Conditions'), 'None');
  await fill(user, screen.getByLabelText('Active Medications / Prescriptions'), 'None');
}

describe('clinic issue form', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows every rule with the spec texts', async () => {
    const { user } = setup();
    expect(
      Array.from((screen.getByLabelText('Gender') as HTMLSelectElement).options)
        .slice(1)
        .map((o) => o.value),
    ).toEqual([...GENDERS]);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    for (const text of [
      'Gender is required',
      'Enter a valid age (1-120)',
      'Contact info is required',
      'Location is required',
      'Symptoms description is required',
      'Duration is required',
      'Pain rating must be between 1-10',
      'Medical conditions are required',
      'Medication details are required',
    ]) {
      expect(screen.getByText(text, FIELD_MESSAGE)).toBeInTheDocument();
    }
    await fill(user, screen.getByLabelText('Age'), '121');
    await fill(user, screen.getByLabelText('Pain Rating (1-10)'), '11');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('Enter a valid age (1-120)', FIELD_MESSAGE)).toBeInTheDocument();
    expect(screen.getByText('Pain rating must be between 1-10', FIELD_MESSAGE)).toBeInTheDocument();
  });

  it('goes Submit, Submitting..., Submitted and closes 3 s after a 201', async () => {
    const reply = deferredReply();
    const api = mockApi({ 'POST /issues/virtual-clinic': () => reply.promise });
    const { user, onClose } = setup();
    await fillValid(user);
    vi.useFakeTimers();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    await act(async () => reply.release({ status: 201, body: { message: 'ok', id: 9 } }));
    expect(screen.getByRole('button', { name: 'Submitted' })).toBeInTheDocument();
    expect(screen.getByText('Form submitted successfully!')).toBeInTheDocument();
    expect(api.calls[0].body).toEqual({
      receiver_id: 31,
      gender: 'Female',
      age: 42,
      contact_info: '555 123 4567',
      location: 'Springfield',
      Symptoms: 'Headache',
      duration_of_symptoms: '3 days',
      pain_rating: 6,
      existing_medical_conditions: 'None',
      active_medications_prescriptions: 'None',
    });
    act(() => vi.advanceTimersByTime(2999));
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("shows 'An error occurred. Please try again.' on failure and returns to Submit", async () => {
    mockApi({ 'POST /issues/virtual-clinic': { status: 500, body: {} } });
    const { user } = setup();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('An error occurred. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });
});
