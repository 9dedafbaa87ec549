// /treadmill-protocols/bruce/results?mets=N: VO2 max = METs × 3.5 classified with the user's OWN sex table for their
// age ('You have {category} cardio respiratory fitness'), 'No Data' otherwise, and the button that records it.
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TreadmillResultsScreen } from '@/features/treadmill/TreadmillResultsScreen';
import { MAN_30, WOMAN_30, actorsWith, renderAt, storedUser } from './treadmillSupport';

const at = (query: string) => `/treadmill-protocols/bruce/results${query}`;
const sentence = () => screen.getByRole('heading', { level: 2, name: /cardio respiratory fitness|No Data/ });

describe('TreadmillResultsScreen', () => {
  it('a woman of 30 with mets=13 → 45.5 → "You have excellent cardio respiratory fitness"', async () => {
    await renderAt(<TreadmillResultsScreen />, at('?mets=13'), { actors: actorsWith(WOMAN_30) });
    expect(screen.getByRole('heading', { level: 1, name: 'Treadmill Test Results' })).toBeInTheDocument();
    expect(sentence()).toHaveTextContent('You have excellent cardio respiratory fitness');
    expect(screen.getByText('VO2 max 45.5 mL/kg/min (13 METs)')).toBeInTheDocument();
    expect(screen.getByText(/Source: .*FRIEND/)).toBeInTheDocument();
  });

  it("a man of 30 with the same METs is classified with the men's table: good", async () => {
    await renderAt(<TreadmillResultsScreen />, at('?mets=13'), { actors: actorsWith(MAN_30) });
    expect(sentence()).toHaveTextContent('You have good cardio respiratory fitness');
  });

  it('names the protocol and stage the timer reported', async () => {
    await renderAt(<TreadmillResultsScreen />, at('?mets=8&protocol=ramp&stage=20'), { actors: actorsWith(WOMAN_30) });
    expect(screen.getByText('VO2 max 28.0 mL/kg/min (8 METs, Ramp stage 20)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Run the timer again' })).toHaveAttribute(
      'href',
      '/treadmill-protocols/bruce?protocol=ramp',
    );
  });

  it.each([
    ['no mets', ''],
    ['an empty mets', '?mets='],
    ['mets that is not a number', '?mets=abc'],
    ['mets 0', '?mets=0'],
    ['a negative mets', '?mets=-5'],
    ['mets beyond any human (VO2 > 150)', '?mets=50'],
    ['mets written as an expression', '?mets=1e1'],
  ])('%s → "No Data" and no record button', async (_what, query) => {
    await renderAt(<TreadmillResultsScreen />, at(query), { actors: actorsWith(WOMAN_30) });
    expect(sentence()).toHaveTextContent(/^No Data$/);
    expect(screen.queryByText(/NaN/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Record/ })).not.toBeInTheDocument();
  });

  it('"No Data" when no category applies (age 75: the norms end at 69), the VO2 max still shown', async () => {
    await renderAt(<TreadmillResultsScreen />, at('?mets=13'), { actors: actorsWith({ ...WOMAN_30, age: 75 }) });
    expect(sentence()).toHaveTextContent(/^No Data$/);
    expect(screen.getByText('VO2 max 45.5 mL/kg/min (13 METs)')).toBeInTheDocument();
    expect(screen.getByText(/There is no norm for this result/)).toBeInTheDocument();
  });

  it('records the VO2 max in the profile (vo2Max update, form submitted)', async () => {
    const actors = actorsWith(WOMAN_30);
    await renderAt(<TreadmillResultsScreen />, at('?mets=13&protocol=bruce&stage=4'), { actors });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Record this VO2 max in my profile' }));
    expect(storedUser(actors).vo2Max).toMatchObject({
      vo2Max: 45.5,
      category: 'excellent',
      test: 'Bruce treadmill protocol',
    });
    expect(screen.getByTestId('alert-banner')).toHaveTextContent('success: form submitted');
    expect(screen.getByRole('button', { name: 'VO2 max recorded' })).toBeDisabled();
  });

  it('without weight, the prompt names it and takes the place of the record button', async () => {
    const actors = actorsWith({ ...WOMAN_30, currentWeight: null });
    await renderAt(<TreadmillResultsScreen />, at('?mets=13'), { actors });
    expect(sentence()).toHaveTextContent('You have excellent cardio respiratory fitness');
    expect(screen.queryByRole('button', { name: /Record/ })).not.toBeInTheDocument();
    expect(screen.getByText('Missing: weight.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Please fill out the Demographic Form' })).toHaveAttribute(
      'href',
      '/parq?next=%2Ftreadmill-protocols%2Fbruce%2Fresults%3Fmets%3D13',
    );
    expect(storedUser(actors).vo2Max).toBeNull();
  });

  it('without sex: "No Data" (the table is chosen by sex)', async () => {
    await renderAt(<TreadmillResultsScreen />, at('?mets=13'), { actors: actorsWith({ age: 30, currentWeight: 60 }) });
    expect(sentence()).toHaveTextContent(/^No Data$/);
  });
});
