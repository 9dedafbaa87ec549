// /strength and /strength/results: demographics asked only when missing, Submit rules, the summary table.
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MuscularFitnessScreen } from '@/features/strength/MuscularFitnessScreen';
import { MuscularFitnessResultsScreen } from '@/features/strength/MuscularFitnessResultsScreen';
import { MAN_25, actorsWith, imperial, renderScreen, shownError, storedUser } from './renderStrengthScreen';

const submit = () => screen.getByRole('button', { name: /^(Submit|Update)$/ });

describe('MuscularFitnessScreen', () => {
  it('a grey Submit names what it waits for: sex and age when unknown, both lifts, the other hand of a grip begun', async () => {
    await renderScreen(MuscularFitnessScreen, '/strength', actorsWith(null));
    expect(submit()).toHaveAccessibleDescription(
      'To submit, fill in: Sex, Age (years), Leg press 1RM (kg), Bench press 1RM (kg).',
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Male' }));
    await user.type(screen.getByLabelText('Age (years)'), '40');
    await user.type(screen.getByLabelText('Leg press 1RM (kg)'), '150');
    await user.type(screen.getByLabelText('Grip strength, left hand (kg)'), '40');
    expect(submit()).toHaveAccessibleDescription(
      'To submit, fill in: Bench press 1RM (kg), Grip strength, right hand (kg).',
    );
    await user.type(screen.getByLabelText('Bench press 1RM (kg)'), '80');
    await user.type(screen.getByLabelText('Grip strength, right hand (kg)'), '42');
    expect(submit()).toBeEnabled();
    expect(screen.queryByText(/To submit/)).toBeNull();
  });

  it('with complete demographics asks only for the lifts and grip', async () => {
    await renderScreen(MuscularFitnessScreen, '/strength', actorsWith());
    expect(screen.getByRole('heading', { level: 1, name: 'Muscular Fitness' })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Male' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Age (years)')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Weight (kg)')).not.toBeInTheDocument();
    for (const label of [
      'Leg press 1RM (kg)',
      'Bench press 1RM (kg)',
      'Grip strength, left hand (kg)',
      'Grip strength, right hand (kg)',
    ]) {
      expect(screen.getByLabelText(label)).toHaveAttribute('step', '0.5');
    }
    expect(submit()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Reset' })).toBeDisabled();
  });

  it('asks sex, age (14-125) and weight when missing; Submit waits for sex, age, leg press and bench press', async () => {
    const actors = actorsWith(null);
    await renderScreen(MuscularFitnessScreen, '/strength', actors);
    const user = userEvent.setup();
    const age = screen.getByLabelText('Age (years)');
    expect(age).toHaveAttribute('min', '14');
    expect(age).toHaveAttribute('max', '125');
    await user.type(screen.getByLabelText('Leg press 1RM (kg)'), '160');
    await user.type(screen.getByLabelText('Bench press 1RM (kg)'), '105.6');
    expect(submit()).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Male' }));
    expect(submit()).toBeDisabled();
    await user.type(age, '13');
    expect(screen.getByText('Input value is too low')).toBeInTheDocument();
    expect(submit()).toBeDisabled();
    await user.clear(age);
    await user.type(age, '126');
    expect(screen.getByText('Input value exceeds boundaries')).toBeInTheDocument();
    await user.clear(age);
    await user.type(age, '25');
    expect(submit()).toBeEnabled();
    await user.type(screen.getByLabelText('Weight (kg)'), '80');
    await user.click(submit());
    expect(storedUser(actors)).toMatchObject({
      sex: 'MALE',
      age: 25,
      currentWeight: 80,
      legPress: { legPress: 160, category: 'average', legPressRatio: 2 },
      benchPress: { benchPress: 105.6, category: 'excellent', benchPressRatio: 1.32 },
    });
    expect(screen.getByTestId('elsewhere')).toHaveTextContent('/strength/results');
  });

  it('without a weight the lifts are kept, without ratio or category', async () => {
    const actors = actorsWith({ sex: 'MALE', age: 25 });
    await renderScreen(MuscularFitnessScreen, '/strength', actors);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Leg press 1RM (kg)'), '160');
    await user.type(screen.getByLabelText('Bench press 1RM (kg)'), '100');
    await user.click(submit());
    expect(shownError(actors)).toBeNull();
    expect(storedUser(actors).legPress).toEqual({ legPress: 160, category: '', legPressRatio: null });
    expect(storedUser(actors).benchPress).toEqual({ benchPress: 100, category: '', benchPressRatio: null });
  });

  it('a grip entered for one hand only is refused with a message; both hands store the sum', async () => {
    const actors = actorsWith();
    await renderScreen(MuscularFitnessScreen, '/strength', actors);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Leg press 1RM (kg)'), '160');
    await user.type(screen.getByLabelText('Bench press 1RM (kg)'), '105.6');
    await user.type(screen.getByLabelText('Grip strength, left hand (kg)'), '50');
    expect(submit()).toBeDisabled();
    await user.type(screen.getByLabelText('Grip strength, right hand (kg)'), '55');
    await user.click(submit());
    expect(storedUser(actors).gripStrength).toEqual({ gripStrength: 105, category: 'very good', left: 50, right: 55 });
  });

  it('imperial lifts are converted once (lb / 2.2)', async () => {
    const actors = imperial(actorsWith());
    await renderScreen(MuscularFitnessScreen, '/strength', actors);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Leg press 1RM (lb)'), '352');
    await user.type(screen.getByLabelText('Bench press 1RM (lb)'), '232.32');
    await user.click(submit());
    expect(storedUser(actors).legPress?.legPress).toBe(160);
    expect(storedUser(actors).benchPress?.benchPress).toBe(105.6);
  });

  it('shows stored lifts (Update) and Reset clears the three results', async () => {
    const actors = actorsWith({
      ...MAN_25,
      legPress: { legPress: 160, category: 'average', legPressRatio: 2 },
      benchPress: { benchPress: 105.6, category: 'excellent', benchPressRatio: 1.32 },
    });
    await renderScreen(MuscularFitnessScreen, '/strength', actors);
    expect(screen.getByLabelText('Leg press 1RM (kg)')).toHaveValue(160);
    expect(submit()).toHaveTextContent('Update');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reset' }));
    expect(storedUser(actors)).toMatchObject({ legPress: null, benchPress: null, gripStrength: null, age: 25 });
    expect(screen.getByLabelText('Leg press 1RM (kg)')).toHaveValue(null);
  });
});

describe('MuscularFitnessResultsScreen', () => {
  it('shows category, weight moved (user’s units) and ratio to body mass for each test', async () => {
    const actors = imperial(
      actorsWith({
        ...MAN_25,
        legPress: { legPress: 160, category: 'average', legPressRatio: 2 },
        benchPress: { benchPress: 105.6, category: 'excellent', benchPressRatio: 1.32 },
        gripStrength: { gripStrength: 105, category: 'very good', left: 50, right: 55 },
      }),
    );
    await renderScreen(MuscularFitnessResultsScreen, '/strength/results', actors);
    const table = screen.getByRole('table', { name: 'Muscular fitness summary' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.querySelectorAll('th, td')].map((c) => c.textContent));
    expect(rows).toEqual([
      ['Leg press', 'Average', '352 lb', '2.00'],
      ['Bench press', 'Excellent', '232.32 lb', '1.32'],
      ['Grip strength', 'Very Good', '231 lb', '1.31'],
    ]);
    expect(screen.getAllByText(/^Source:/)).toHaveLength(3);
  });

  it('marks a test not yet done', async () => {
    await renderScreen(
      MuscularFitnessResultsScreen,
      '/strength/results',
      actorsWith({
        ...MAN_25,
        benchPress: { benchPress: 105.6, category: 'excellent', benchPressRatio: 1.32 },
      }),
    );
    expect(screen.getByRole('row', { name: /Leg press/ })).toHaveTextContent('Not tested');
    expect(screen.getByRole('row', { name: /Grip strength/ })).toHaveTextContent('Not tested');
  });

  it('says when nothing is stored', async () => {
    await renderScreen(MuscularFitnessResultsScreen, '/strength/results', actorsWith());
    expect(screen.getByText(/No strength results yet/)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
