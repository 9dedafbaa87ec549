// A waist category says it is a risk (decision 0175): a woman's and a man's waist at each level of the SPEC's waist
// table (female: below 70 very low, 70-89 low, 90-110 high, above 110 very high; male: below 80, 80-99, 100-120,
// above 120), on the result screen and on Current Session (the category and the gauge's words); the stored category
// keeps the SPEC's name.
import { CIRCUMFERENCES_BESIDE_WAIST } from '../../support/circumferences';
import { describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CircumferencesScreen } from '@/features/measurements/CircumferencesScreen';
import { CurrentSessionScreen } from '@/features/session/CurrentSessionScreen';
import type { UserProfile } from '@/profile/profileTypes';
import { renderScreen } from '../../support/renderWithApp';
import { onFreshStores } from '../../support/freshStores';
import { completeProfile } from '../session/sessionFixtures';
import { actorsWith, COMPLETE_DEMOGRAPHICS, renderMeasurementScreen, storedUser } from './renderMeasurementScreen';

type Sex = NonNullable<UserProfile['sex']>;
type WaistCategory = NonNullable<UserProfile['waistCircumference']>['category'];

const CASES: { sex: Sex; people: string; waists: [number, WaistCategory, string][] }[] = [
  {
    sex: 'FEMALE',
    people: 'women',
    waists: [
      [64.5, 'very low', 'Very low risk'],
      [80.5, 'low', 'Low risk'],
      [95.5, 'high', 'High risk'],
      [115.5, 'very high', 'Very high risk'],
    ],
  },
  {
    sex: 'MALE',
    people: 'men',
    waists: [
      [75.5, 'very low', 'Very low risk'],
      [95.5, 'low', 'Low risk'],
      [110.5, 'high', 'High risk'],
      [125.5, 'very high', 'Very high risk'],
    ],
  },
];

onFreshStores();

describe.each(CASES)('$people: each waist category says risk', ({ sex, people, waists }) => {
  it('on the result screen, stored under the SPEC’s name', async () => {
    const actors = actorsWith({ ...COMPLETE_DEMOGRAPHICS, sex });
    await renderMeasurementScreen(CircumferencesScreen, '/circumferences', actors);
    const user = userEvent.setup();
    for (const [label, value] of Object.entries(CIRCUMFERENCES_BESIDE_WAIST)) {
      await user.type(screen.getByLabelText(`${label} (cm)`), value);
    }
    for (const [waist, stored, shown] of waists) {
      await user.clear(screen.getByLabelText('Waist (cm)'));
      await user.type(screen.getByLabelText('Waist (cm)'), String(waist));
      await user.click(screen.getByRole('button', { name: /^(Submit|Update)$/ }));
      expect(await screen.findByRole('heading', { name: `You are in the "${shown}" category` })).toBeInTheDocument();
      expect(storedUser(actors).waistCircumference).toEqual({ wc: waist, category: stored });
    }
  });

  it.each(waists)('on Current Session: %s cm is %s, shown as %s', async (waist, stored, shown) => {
    await renderScreen(<CurrentSessionScreen />, {
      route: '/current-session',
      user: completeProfile({ sex, waistCircumference: { wc: waist, category: stored } }),
    });
    const region = await screen.findByRole('region', { name: 'Circumferences' });
    const row = [...region.querySelectorAll('.summary-item')].find(
      (item) => item.querySelector('dt')?.textContent === 'Waist',
    );
    expect(row?.querySelector('.summary-value')).toHaveTextContent(`${waist} cm`);
    expect(row?.querySelector('.summary-category')).toHaveTextContent(`Category: ${shown}`);
    expect(row?.querySelector('[role="img"]')).toHaveAccessibleName(
      new RegExp(`^Waist circumference: ${String(waist).replace('.', '\\.')} cm, ${shown} for ${people}\\. `),
    );
    cleanup();
  });
});
