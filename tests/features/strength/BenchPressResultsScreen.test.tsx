// /bench-press/results: field rules and inline messages, Submit→Update→Reset, kg and lb, the prompt, the refusal.
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BenchPressResultsScreen } from '@/features/strength/BenchPressResultsScreen';
import { MAN_25, actorsWith, imperial, renderScreen, shownError, storedUser } from './renderStrengthScreen';

const PATH = '/bench-press/results';
const field = (unit = 'kg') => screen.getByLabelText(`Bench Press 1RM (${unit})`);

describe('BenchPressResultsScreen', () => {
  it('has a title and a required field 0-2000, step 0.5, placeholder kg', async () => {
    await renderScreen(BenchPressResultsScreen, PATH, actorsWith());
    expect(screen.getByRole('heading', { level: 1, name: 'Bench Press Results' })).toBeInTheDocument();
    expect(field()).toBeRequired();
    expect(field()).toHaveAttribute('min', '0');
    expect(field()).toHaveAttribute('max', '2000');
    expect(field()).toHaveAttribute('step', '0.5');
    expect(field()).toHaveAttribute('placeholder', 'kg');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Reset' })).toBeDisabled();
    expect(screen.queryByRole('heading', { name: /You are in the/ })).not.toBeInTheDocument();
  });

  it.each([
    ['-1', 'Input value is too low'],
    ['2000.5', 'Input value exceeds boundaries'],
    ['1000000', 'Too many characters'],
    ['105.555', 'Too many characters'],
  ])('%s shows "%s" and keeps Submit disabled', async (typed, message) => {
    await renderScreen(BenchPressResultsScreen, PATH, actorsWith());
    await userEvent.setup().type(field(), typed);
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
  });

  it.each(['2000', '0', '1999.5'])(
    'accepts %s (6 characters at most, bounds inclusive) without a message',
    async (typed) => {
      await renderScreen(BenchPressResultsScreen, PATH, actorsWith());
      await userEvent.setup().type(field(), typed);
      expect(screen.queryByText(/Input value|Too many/)).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
    },
  );

  it('105.6 kg for a man of 25, 80 kg → ratio 1.32 → "Excellent"; Submit becomes Update; Reset clears it', async () => {
    const actors = actorsWith();
    await renderScreen(BenchPressResultsScreen, PATH, actors);
    const user = userEvent.setup();
    await user.type(field(), '105.6');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(storedUser(actors).benchPress).toEqual({ benchPress: 105.6, category: 'excellent', benchPressRatio: 1.32 });
    expect(screen.getByRole('heading', { name: 'You are in the "Excellent" category' })).toBeInTheDocument();
    expect(screen.getByText('1RM 105.6 kg: 1.32 × body weight')).toBeInTheDocument();
    expect(screen.getByText(/Source: .*Cooper Institute 2002/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Compare your result/ })).toHaveAttribute(
      'href',
      '/categories#bench-press',
    );
    expect(screen.getByRole('link', { name: 'Do the next test: Leg Press' })).toHaveAttribute(
      'href',
      '/leg-press/instructions',
    );
    expect(screen.getByTestId('alert-banner')).toHaveTextContent('success: form submitted');
    expect(field()).toHaveValue(105.6);
    expect(screen.getByRole('button', { name: 'Update' })).toBeEnabled();

    await user.clear(field());
    await user.type(field(), '104.8');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(screen.getByRole('heading', { name: 'You are in the "Good" category' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(storedUser(actors).benchPress).toBeNull();
    expect(field()).toHaveValue(null);
    expect(screen.queryByRole('heading', { name: /You are in the/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Reset' })).toBeDisabled();
  });

  it('imperial: 232.32 lb is converted once to 105.6 kg → ratio 1.32 → Excellent, shown back in lb', async () => {
    const actors = imperial(actorsWith());
    await renderScreen(BenchPressResultsScreen, PATH, actors);
    expect(field('lb')).toHaveAttribute('placeholder', 'lb');
    const user = userEvent.setup();
    await user.type(field('lb'), '232.32');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(storedUser(actors).benchPress).toEqual({ benchPress: 105.6, category: 'excellent', benchPressRatio: 1.32 });
    expect(screen.getByText('1RM 232.32 lb: 1.32 × body weight')).toBeInTheDocument();
    expect(field('lb')).toHaveValue(232.32);
  });

  it('takes the best lift from the test screen (?bestKg=)', async () => {
    await renderScreen(BenchPressResultsScreen, `${PATH}?bestKg=105.6`, actorsWith());
    expect(field()).toHaveValue(105.6);
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  it('shows the stored result on arrival, in the user’s units', async () => {
    const actors = imperial(
      actorsWith({ ...MAN_25, benchPress: { benchPress: 105.6, category: 'excellent', benchPressRatio: 1.32 } }),
    );
    await renderScreen(BenchPressResultsScreen, PATH, actors);
    expect(field('lb')).toHaveValue(232.32);
    expect(screen.getByRole('button', { name: 'Update' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Reset' })).toBeEnabled();
  });

  it('without sex and age the demographics prompt replaces Submit', async () => {
    await renderScreen(BenchPressResultsScreen, PATH, actorsWith({ currentWeight: 80 }));
    expect(screen.getByText('Missing: sex, age.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Please fill out the Demographic Form' })).toHaveAttribute(
      'href',
      '/parq?next=%2Fbench-press%2Fresults',
    );
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
  });

  it('without a weight it asks for today’s weight in place, and Submit without one keeps the lift and says so', async () => {
    const actors = actorsWith({ age: 25, sex: 'MALE' });
    await renderScreen(BenchPressResultsScreen, PATH, actors);
    const weight = screen.getByLabelText("Today's weight (kg)");
    expect(weight).toHaveAttribute('min', '40');
    expect(weight).toHaveAttribute('max', '200');
    expect(screen.getByRole('group', { name: "Today's weight" })).toHaveTextContent(
      "This session has no weight yet: the ratio to body weight and the category need today's weight.",
    );
    const user = userEvent.setup();
    await user.type(field(), '100');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(shownError(actors)).toBeNull();
    expect(storedUser(actors).benchPress).toEqual({ benchPress: 100, category: '', benchPressRatio: null });
    expect(
      screen.getByText(
        "Bench Press 1RM 100 kg is kept in this session. Its ratio to body weight and its category follow once today's weight is given.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /category/ })).not.toBeInTheDocument();

    await user.type(screen.getByLabelText("Today's weight (kg)"), '80');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(storedUser(actors).currentWeight).toBe(80);
    expect(storedUser(actors).benchPress).toEqual({ benchPress: 100, category: 'good', benchPressRatio: 1.25 });
    expect(screen.getByText('1RM 100 kg: 1.25 × body weight')).toBeInTheDocument();
  });

  it('today’s weight in lb is asked 88-440 lb and converted once; one outside it is refused on its field', async () => {
    const actors = imperial(actorsWith({ age: 25, sex: 'MALE' }));
    await renderScreen(BenchPressResultsScreen, PATH, actors);
    const weight = screen.getByLabelText("Today's weight (lb)");
    expect(weight).toHaveAttribute('min', '88');
    expect(weight).toHaveAttribute('max', '440');
    const user = userEvent.setup();
    await user.type(field('lb'), '220');
    await user.type(weight, '500');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Weight Is Outside Of Acceptable Bounds');
    expect(screen.getByLabelText("Today's weight (lb)")).toHaveFocus();
    expect(storedUser(actors).benchPress).toBeNull();
    await user.clear(weight);
    await user.type(weight, '176');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(storedUser(actors).currentWeight).toBe(80);
    expect(storedUser(actors).benchPress).toEqual({ benchPress: 100, category: 'good', benchPressRatio: 1.25 });
  });

  it('a lift above the norms’ 1000 kg is refused with a clear message in the error banner', async () => {
    const actors = actorsWith();
    await renderScreen(BenchPressResultsScreen, PATH, actors);
    const user = userEvent.setup();
    await user.type(field(), '1500');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Bench press 1RM must be a number from 0 to 1000 kg');
    expect(field()).toHaveFocus();
    expect(storedUser(actors).benchPress).toBeNull();
  });
});
