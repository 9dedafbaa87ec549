// The skinfolds screen's "Body fat measured another way" form (decision 0151): a percentage within the skinfold
// estimate's bounds and a method, both required; the result classed by the body-fat table with its gauge.
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SkinfoldsScreen } from '@/features/measurements/SkinfoldsScreen';
import { BODY_FAT_METHOD_MESSAGE, MEASURED_BODY_FAT_MESSAGE } from '@/profile/builders/measuredBodyFatUpdate';
import { classifyBodyFat } from '@/norms/classifiers';
import { formatCategory } from '@/norms/formatCategory';
import {
  actorsWith,
  COMPLETE_DEMOGRAPHICS,
  renderMeasurementScreen,
  shownError,
  storedUser,
} from './renderMeasurementScreen';
import type { AppActors } from '@/state/createAppActors';

const form = () => screen.getByRole('form', { name: 'Body fat measured another way' });
const percentField = () => within(form()).getByLabelText('Body fat (%)');
const methodField = () => within(form()).getByLabelText('Method');

/** The skinfolds screen with the measured body fat form opened (it is closed until asked for). */
async function renderOpened(actors: AppActors) {
  await renderMeasurementScreen(SkinfoldsScreen, '/skinfolds', actors);
  const opener = screen.getByRole('button', { name: 'Enter a measured body fat' });
  expect(opener).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('form', { name: 'Body fat measured another way' })).not.toBeInTheDocument();
  await userEvent.setup().click(opener);
  expect(screen.getByRole('button', { name: 'Hide the measured body fat form' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
}

describe('Body fat measured another way', () => {
  it('is not offered until sex and age are known', async () => {
    await renderMeasurementScreen(SkinfoldsScreen, '/skinfolds', actorsWith({ fname: 'Ada' }));
    expect(screen.queryByRole('button', { name: 'Enter a measured body fat' })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Body fat measured another way' })).not.toBeInTheDocument();
  });

  it.each([
    ['100.5', 'Input value exceeds boundaries'],
    ['-1', 'Input value is too low'],
  ])('%s %% shows "%s" and keeps Submit disabled', async (typed, message) => {
    await renderOpened(actorsWith());
    await userEvent.setup().type(percentField(), typed);
    expect(within(form()).getByText(message)).toBeInTheDocument();
    expect(within(form()).getByRole('button', { name: 'Submit' })).toBeDisabled();
  });

  it('requires a method: without one it says so, focuses the choice and stores nothing', async () => {
    const actors = actorsWith();
    await renderOpened(actors);
    const user = userEvent.setup();
    await user.type(percentField(), '24');
    await user.click(within(form()).getByRole('button', { name: 'Submit' }));
    expect(shownError(actors)).toBe(BODY_FAT_METHOD_MESSAGE);
    expect(methodField()).toHaveFocus();
    expect(percentField()).toHaveValue(24);
    expect(storedUser(actors).measuredBodyFat).toBeNull();
    expect(MEASURED_BODY_FAT_MESSAGE).toMatch(/0 to 100 %/);
  });

  it('stores 24 % by bioimpedance with the category of the body-fat table, shows it with its method, and Reset clears it', async () => {
    const actors = actorsWith();
    await renderOpened(actors);
    const user = userEvent.setup();
    await user.type(percentField(), '24');
    await user.selectOptions(methodField(), 'Bioimpedance scale');
    await user.click(within(form()).getByRole('button', { name: 'Submit' }));
    const category = classifyBodyFat(COMPLETE_DEMOGRAPHICS.sex, COMPLETE_DEMOGRAPHICS.age, 24);
    expect(category).not.toBe('');
    expect(storedUser(actors).measuredBodyFat).toEqual({ percentage: 24, method: 'bioimpedance', category });
    expect(screen.getByTestId('measured-body-fat')).toHaveTextContent('Body fat 24.0 % (Bioimpedance scale)');
    expect(
      screen.getByRole('heading', { name: `Measured body fat: the "${formatCategory(category)}" category` }),
    ).toBeInTheDocument();
    // The skinfold estimate is untouched: the two are kept apart.
    expect(storedUser(actors).bodyComp).toBeNull();
    expect(within(form()).getByRole('button', { name: 'Update' })).toBeEnabled();
    await user.click(within(form()).getByRole('button', { name: 'Reset' }));
    expect(storedUser(actors).measuredBodyFat).toBeNull();
    expect(screen.queryByTestId('measured-body-fat')).not.toBeInTheDocument();
  });

  it('is open with the stored value when one is stored', async () => {
    await renderMeasurementScreen(
      SkinfoldsScreen,
      '/skinfolds',
      actorsWith({
        ...COMPLETE_DEMOGRAPHICS,
        measuredBodyFat: { percentage: 18.5, method: 'dexa', category: 'fair' },
      }),
    );
    expect(percentField()).toHaveValue(18.5);
    expect(methodField()).toHaveValue('dexa');
    expect(screen.getByTestId('measured-body-fat')).toHaveTextContent('Body fat 18.5 % (DEXA)');
  });
});
