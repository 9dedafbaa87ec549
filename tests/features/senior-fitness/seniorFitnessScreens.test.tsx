// The Senior Fitness Test screens for a 76-year-old woman: an item's instructions, its score form in the user's units
// with the verdict, its gauge and source, an age past the norms that keeps the score without a verdict, an unknown item;
// and the no-published-norm note past the pushup table, linking the senior item.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { SeniorFitnessScreen } from '@/features/senior-fitness/SeniorFitnessScreen';
import { PushupResultsScreen } from '@/features/pushups/PushupResultsScreen';
import { emptyProfile, type UserProfile } from '@/profile/profileTypes';
import { renderScreen } from '../../support/renderWithApp';

const WOMAN_76: Partial<UserProfile> = { ...emptyProfile('u'), fname: 'Ada', sex: 'FEMALE', age: 76 };

async function renderAt(path: string, route: string, user: Partial<UserProfile> = WOMAN_76) {
  return renderScreen(<SeniorFitnessScreen />, { path, route, user, waitForHeading: true });
}

describe('Senior Fitness Test screens', () => {
  it('the instructions name the equipment, the procedure, the safety rules and the score, and lead to the timer', async () => {
    await renderAt('/senior-fitness/chair-stand', '/senior-fitness/:item');
    expect(screen.getByRole('heading', { level: 1, name: '30-Second Chair Stand Instructions' })).toBeInTheDocument();
    expect(screen.getByText(/seat about 17 in/)).toBeInTheDocument();
    expect(screen.getByText(/use the arms to stand, stop the test/)).toBeInTheDocument();
    expect(screen.getByText('Stop the test if')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Click to Begin' })).toHaveAttribute(
      'href',
      '/senior-fitness/results/chair-stand',
    );
  });

  it('a 6-minute walk typed in yards: within the normal range, with its gauge and source; stored in metres', async () => {
    const { actors } = await renderAt('/senior-fitness/results/six-minute-walk', '/senior-fitness/results/:item', {
      ...WOMAN_76,
      prefers_metric: false,
    });
    fireEvent.change(screen.getByLabelText('Score (yd)'), { target: { value: '500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByTestId('senior-verdict')).toHaveTextContent('Within the normal range for your age');
    expect(screen.getByRole('img', { name: /the normal range is 435 to 585 yd/ })).toBeInTheDocument();
    expect(screen.getByText(/normal range \(25th-75th percentile\) for women 75-79/)).toBeInTheDocument();
    expect(actors.profile.getSnapshot().context.user.seniorFitness).toEqual([
      { item: 'sixMinuteWalk', score: 457.2, trials: null },
    ]);
  });

  it('back scratch in cm: the better of two signed trials; the up-and-go: the faster one, slower than the range', async () => {
    await renderAt('/senior-fitness/results/back-scratch', '/senior-fitness/results/:item', {
      ...WOMAN_76,
      prefers_metric: true,
    });
    fireEvent.change(screen.getByLabelText('Trial 1 (cm)'), { target: { value: '-20' } });
    fireEvent.change(screen.getByLabelText('Trial 2 (cm)'), { target: { value: '-15' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    // -15 cm = -5.9 in, below women 75-79's -5.0 to +0.5 in.
    expect(screen.getByText('Back Scratch: -15 cm (best of -20 cm, -15 cm)')).toBeInTheDocument();
    expect(screen.getByTestId('senior-verdict')).toHaveTextContent('Below the normal range for your age');
  });

  it('past the ages of the norms (95) the arm curl keeps the score and says no norm is published', async () => {
    const { actors } = await renderAt('/senior-fitness/results/arm-curl', '/senior-fitness/results/:item', {
      ...WOMAN_76,
      age: 95,
    });
    fireEvent.change(screen.getByLabelText('Score (curls)'), { target: { value: '14' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByTestId('senior-verdict')).toHaveTextContent('No published norm for age 95 in this test');
    expect(screen.queryByTestId('senior-gauge')).toBeNull();
    expect(actors.profile.getSnapshot().context.user.seniorFitness).toHaveLength(1);
  });

  it('the count timer offers the 30-second count with its tap area label before it starts', async () => {
    await renderAt('/senior-fitness/results/chair-stand', '/senior-fitness/results/:item');
    expect(screen.getByRole('button', { name: 'Start the 30-second timer' })).toBeInTheDocument();
  });

  it('an address naming no item says so', async () => {
    await renderAt('/senior-fitness/hopping', '/senior-fitness/:item');
    expect(screen.getByRole('heading', { level: 1, name: 'No such test' })).toBeInTheDocument();
  });

  it('the battery lists the seven items, with the verdict of one done', async () => {
    await renderAt('/senior-fitness', '/senior-fitness', {
      ...WOMAN_76,
      seniorFitness: [{ item: 'chairStand', score: 9, trials: null }],
    });
    expect(screen.getAllByRole('link', { name: /^(30-Second|2-Minute|6-Minute|8-Foot|Chair|Back)/ })).toHaveLength(7);
    expect(screen.getByText('Below the normal range for your age')).toBeInTheDocument();
  });
});

describe('past the end of a norm table', () => {
  it('pushups at 76: "No published norm for age 76 in this test", the count kept, the arm curl linked', async () => {
    const { actors } = await renderScreen(<PushupResultsScreen />, {
      route: '/pushups/results',
      user: WOMAN_76,
    });
    fireEvent.change(screen.getByLabelText('Pushups completed'), { target: { value: '8' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('heading', { name: 'No published norm for age 76 in this test' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '30-Second Arm Curl' })).toHaveAttribute(
      'href',
      '/senior-fitness/arm-curl',
    );
    expect(actors.profile.getSnapshot().context.user.pushups?.pushups).toBe(8);
  });
});
