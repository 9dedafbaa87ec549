// /grip-strength/results: two hands 0-2000 step 0.5 (6 characters), the SUM of the best of each hand, kg and lb.
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GripStrengthResultsScreen } from '@/features/strength/GripStrengthResultsScreen';
import { actorsWith, imperial, renderScreen, storedUser } from './renderStrengthScreen';

const PATH = '/grip-strength/results';
const left = (unit = 'kg') => screen.getByLabelText(`Best left hand (${unit})`);
const right = (unit = 'kg') => screen.getByLabelText(`Best right hand (${unit})`);

describe('GripStrengthResultsScreen', () => {
  it('has two required fields 0-2000, step 0.5, placeholder kg', async () => {
    await renderScreen(GripStrengthResultsScreen, PATH, actorsWith());
    expect(screen.getByRole('heading', { level: 1, name: 'Grip Strength Results' })).toBeInTheDocument();
    for (const input of [left(), right()]) {
      expect(input).toBeRequired();
      expect(input).toHaveAttribute('min', '0');
      expect(input).toHaveAttribute('max', '2000');
      expect(input).toHaveAttribute('step', '0.5');
      expect(input).toHaveAttribute('placeholder', 'kg');
    }
  });

  it.each([
    ['-1', 'Input value is too low'],
    ['2001', 'Input value exceeds boundaries'],
    ['1234567', 'Too many characters'],
  ])('%s shows "%s"', async (typed, message) => {
    await renderScreen(GripStrengthResultsScreen, PATH, actorsWith());
    const user = userEvent.setup();
    await user.type(left(), typed);
    await user.type(right(), '50');
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
  });

  it('50 + 55 = 105 kg → man 25: "Very Good"; Update; Reset', async () => {
    const actors = actorsWith();
    await renderScreen(GripStrengthResultsScreen, PATH, actors);
    const user = userEvent.setup();
    await user.type(left(), '50');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await user.type(right(), '55');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(storedUser(actors).gripStrength).toEqual({ gripStrength: 105, category: 'very good', left: 50, right: 55 });
    expect(screen.getByRole('heading', { name: 'You are in the "Very Good" category' })).toBeInTheDocument();
    expect(screen.getByText('Grip strength 105 kg (left 50 kg + right 55 kg)')).toBeInTheDocument();
    expect(screen.getByText(/Source: .*CSEP CPAFLA 3rd ed. 2003/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Compare your result/ })).toHaveAttribute('href', '/categories#grip');
    expect(screen.getByRole('button', { name: 'Update' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(storedUser(actors).gripStrength).toBeNull();
    expect(left()).toHaveValue(null);
    expect(screen.getByRole('button', { name: 'Reset' })).toBeDisabled();
  });

  it('imperial: 110 lb + 121 lb → 50 + 55 kg → 105 kg → "Very Good"', async () => {
    const actors = imperial(actorsWith());
    await renderScreen(GripStrengthResultsScreen, PATH, actors);
    expect(left('lb')).toHaveAttribute('placeholder', 'lb');
    const user = userEvent.setup();
    await user.type(left('lb'), '110');
    await user.type(right('lb'), '121');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(storedUser(actors).gripStrength).toEqual({ gripStrength: 105, category: 'very good', left: 50, right: 55 });
    expect(screen.getByText('Grip strength 231 lb (left 110 lb + right 121 lb)')).toBeInTheDocument();
  });

  it('takes the best of each hand from the test screen', async () => {
    await renderScreen(GripStrengthResultsScreen, `${PATH}?leftKg=50&rightKg=55`, actorsWith());
    expect(left()).toHaveValue(50);
    expect(right()).toHaveValue(55);
  });

  it('without sex and age the prompt replaces Submit (grip needs no weight)', async () => {
    await renderScreen(GripStrengthResultsScreen, PATH, actorsWith({ currentWeight: 80 }));
    expect(screen.getByText('Missing: sex, age.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
  });
});
