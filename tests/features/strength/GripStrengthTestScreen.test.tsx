// /grip-strength/test: two trials per hand, alternating left and right, the best of each hand to the results form.
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GripStrengthTestScreen } from '@/features/strength/GripStrengthTestScreen';
import { actorsWith, imperial, renderScreen } from './renderStrengthScreen';

const trialStatus = () => screen.getByText(/^(Trial \d of 4:|All four trials)/);

describe('GripStrengthTestScreen', () => {
  it('alternates hands over four trials and keeps the best of each', async () => {
    await renderScreen(GripStrengthTestScreen, '/grip-strength/test', actorsWith());
    const user = userEvent.setup();
    const log = async (hand: 'left' | 'right', value: string) => {
      await user.type(screen.getByLabelText(`Reading, ${hand} hand (kg)`), value);
      await user.click(screen.getByRole('button', { name: `Log ${hand} hand` }));
    };
    expect(trialStatus()).toHaveTextContent('Trial 1 of 4: left hand');
    expect(screen.getByRole('link', { name: 'Enter results without the log' })).toHaveAttribute(
      'href',
      '/grip-strength/results',
    );
    await log('left', '48');
    expect(trialStatus()).toHaveTextContent('Trial 2 of 4: right hand');
    await log('right', '55');
    await log('left', '50');
    await log('right', '53.5');
    expect(trialStatus()).toHaveTextContent('All four trials are logged.');
    expect(screen.queryByRole('button', { name: /^Log/ })).not.toBeInTheDocument();
    const rows = within(screen.getByRole('table'))
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual(['1Left48 kg', '2Right55 kg', '3Left50 kg', '4Right53.5 kg']);
    expect(screen.getByText('Best left hand').nextSibling).toHaveTextContent('50 kg');
    expect(screen.getByText('Best right hand').nextSibling).toHaveTextContent('55 kg');
    expect(screen.getByRole('link', { name: 'Enter these results' })).toHaveAttribute(
      'href',
      '/grip-strength/results?leftKg=50&rightKg=55',
    );
    await user.click(screen.getByRole('button', { name: 'Start over' }));
    expect(trialStatus()).toHaveTextContent('Trial 1 of 4: left hand');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('a reading of 0 is too low and is not logged', async () => {
    await renderScreen(GripStrengthTestScreen, '/grip-strength/test', actorsWith());
    await userEvent.setup().type(screen.getByLabelText('Reading, left hand (kg)'), '0');
    expect(screen.getByText('Input value is too low')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log left hand' })).toBeDisabled();
  });

  it('imperial readings are converted once to kg for the results form', async () => {
    await renderScreen(GripStrengthTestScreen, '/grip-strength/test', imperial(actorsWith()));
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Reading, left hand (lb)'), '110');
    await user.click(screen.getByRole('button', { name: 'Log left hand' }));
    await user.type(screen.getByLabelText('Reading, right hand (lb)'), '121');
    await user.click(screen.getByRole('button', { name: 'Log right hand' }));
    expect(screen.getByText('Best left hand').nextSibling).toHaveTextContent('110 lb');
    expect(screen.getByRole('link', { name: 'Enter these results' })).toHaveAttribute(
      'href',
      '/grip-strength/results?leftKg=50&rightKg=55',
    );
  });
});
