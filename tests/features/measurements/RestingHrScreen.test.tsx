// /resting-hr: the prompt naming missing demographics, the one field's bounds, Submit→Update, Reset.
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RestingHrScreen } from '@/features/measurements/RestingHrScreen';
import { actorsWith, COMPLETE_DEMOGRAPHICS, renderMeasurementScreen, storedUser } from './renderMeasurementScreen';

const LABEL = 'Resting heart rate (beats per minute)';

describe('RestingHrScreen', () => {
  it('asks for the demographic form, naming what is missing, until it is complete', async () => {
    await renderMeasurementScreen(RestingHrScreen, '/resting-hr', actorsWith({ age: 30, sex: 'MALE' }));
    expect(screen.getByText('Missing: first name, last name, height, weight.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Please fill out the Demographic Form' })).toHaveAttribute(
      'href',
      '/parq?next=%2Fresting-hr',
    );
    expect(screen.queryByLabelText(LABEL)).not.toBeInTheDocument();
  });

  it('shows the instructions and one required field, 1-500, step 1', async () => {
    await renderMeasurementScreen(RestingHrScreen, '/resting-hr', actorsWith());
    expect(screen.getByText(/Sit quietly for 5 minutes/)).toBeInTheDocument();
    expect(screen.getByText(/30 seconds and double the count, or count for a full 60 seconds/)).toBeInTheDocument();
    const input = screen.getByLabelText(LABEL);
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('min', '1');
    expect(input).toHaveAttribute('max', '500');
    expect(input).toHaveAttribute('step', '1');
  });

  it.each([
    ['0', 'Input value is too low'],
    ['501', 'Input value exceeds boundaries'],
    ['60.5', 'Please enter a whole number'],
  ])('%s bpm shows "%s" and keeps Submit disabled', async (typed, message) => {
    await renderMeasurementScreen(RestingHrScreen, '/resting-hr', actorsWith());
    await userEvent.setup().type(screen.getByLabelText(LABEL), typed);
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
  });

  it('stores the rate, reads Update, and Reset clears it', async () => {
    const actors = actorsWith();
    await renderMeasurementScreen(RestingHrScreen, '/resting-hr', actors);
    const user = userEvent.setup();
    expect(screen.getByRole('button', { name: 'Reset' })).toBeDisabled();
    await user.type(screen.getByLabelText(LABEL), '58');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(storedUser(actors).restingHR).toBe(58);
    expect(screen.getByRole('heading', { name: 'Your resting heart rate is 58 beats per minute' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update' })).toBeEnabled();
    await user.clear(screen.getByLabelText(LABEL));
    await user.type(screen.getByLabelText(LABEL), '500');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(storedUser(actors).restingHR).toBe(500);
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(storedUser(actors).restingHR).toBeNull();
    expect(screen.getByLabelText(LABEL)).toHaveValue(null);
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Reset' })).toBeDisabled();
  });

  it('accepts the lower limit, 1 bpm', async () => {
    const actors = actorsWith(COMPLETE_DEMOGRAPHICS);
    await renderMeasurementScreen(RestingHrScreen, '/resting-hr', actors);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(LABEL), '1');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(storedUser(actors).restingHR).toBe(1);
  });
});
