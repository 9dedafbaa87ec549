// /leg-press/results: 0-2000 step 0.5, the Cooper/ACSM leg press category, kg and lb, the weight refusal.
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LegPressResultsScreen } from '@/features/strength/LegPressResultsScreen';
import { actorsWith, imperial, renderScreen, shownError, storedUser } from './renderStrengthScreen';

const PATH = '/leg-press/results';
const field = (unit = 'kg') => screen.getByLabelText(`Leg Press 1RM (${unit})`);

describe('LegPressResultsScreen', () => {
  it('has a field 0-2000, step 0.5, placeholder by preference', async () => {
    await renderScreen(LegPressResultsScreen, PATH, actorsWith());
    expect(screen.getByRole('heading', { level: 1, name: 'Leg Press Results' })).toBeInTheDocument();
    expect(field()).toHaveAttribute('min', '0');
    expect(field()).toHaveAttribute('max', '2000');
    expect(field()).toHaveAttribute('step', '0.5');
    expect(field()).toHaveAttribute('placeholder', 'kg');
  });

  it.each([
    ['-0.5', 'Input value is too low'],
    ['2000.5', 'Input value exceeds boundaries'],
    ['10000000', 'Input value exceeds boundaries'],
  ])('%s shows "%s" (the specification sets no character limit here)', async (typed, message) => {
    await renderScreen(LegPressResultsScreen, PATH, actorsWith());
    await userEvent.setup().type(field(), typed);
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
  });

  it('160 kg for a man of 25, 80 kg → ratio 2.00 → "Average", then Update and Reset', async () => {
    const actors = actorsWith();
    await renderScreen(LegPressResultsScreen, PATH, actors);
    const user = userEvent.setup();
    await user.type(field(), '160');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(storedUser(actors).legPress).toEqual({ legPress: 160, category: 'average', legPressRatio: 2 });
    expect(screen.getByRole('heading', { name: 'You are in the "Average" category' })).toBeInTheDocument();
    expect(screen.getByText(/Source: .*Cooper Institute, in ACSM Guidelines/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Compare your result/ })).toHaveAttribute('href', '/categories#leg-press');
    expect(screen.getByRole('link', { name: 'Do the next test: Grip Strength' })).toHaveAttribute(
      'href',
      '/grip-strength/instructions',
    );
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(storedUser(actors).legPress).toBeNull();
    expect(screen.getByRole('button', { name: 'Reset' })).toBeDisabled();
  });

  it('imperial: 400 lb → 181.82 kg → ratio 2.27 → "Well Above Average"', async () => {
    const actors = imperial(actorsWith());
    await renderScreen(LegPressResultsScreen, PATH, actors);
    const user = userEvent.setup();
    await user.type(field('lb'), '400');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(storedUser(actors).legPress).toEqual({
      legPress: 181.82,
      category: 'well above average',
      legPressRatio: 2.27,
    });
    expect(screen.getByRole('heading', { name: 'You are in the "Well Above Average" category' })).toBeInTheDocument();
  });

  it('below 20 years there is no leg press norm: the result is stored and the panel says so', async () => {
    const actors = actorsWith({ age: 19, sex: 'FEMALE', currentWeight: 60 });
    await renderScreen(LegPressResultsScreen, PATH, actors);
    const user = userEvent.setup();
    await user.type(field(), '100');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('heading', { name: 'No category for this result' })).toBeInTheDocument();
  });

  it('without a weight it asks for today’s weight in place; the lift typed with it is stored and classified', async () => {
    const actors = actorsWith({ age: 25, sex: 'MALE' });
    await renderScreen(LegPressResultsScreen, PATH, actors);
    const user = userEvent.setup();
    await user.type(field(), '160');
    await user.type(screen.getByLabelText("Today's weight (kg)"), '80');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(shownError(actors)).toBeNull();
    expect(storedUser(actors).currentWeight).toBe(80);
    expect(storedUser(actors).legPress).toEqual({ legPress: 160, category: 'average', legPressRatio: 2 });
    expect(screen.getByRole('heading', { name: 'You are in the "Average" category' })).toBeInTheDocument();
    expect(screen.queryByLabelText("Today's weight (kg)")).not.toBeInTheDocument();
  });
});
