// /skinfolds: prompt without sex, nine optional fields with bounds, the 7-site example, 3-site fallback, Submit→Update, Reset.
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SkinfoldsScreen } from '@/features/measurements/SkinfoldsScreen';
import {
  actorsWith,
  COMPLETE_DEMOGRAPHICS,
  renderMeasurementScreen,
  shownError,
  storedUser,
} from './renderMeasurementScreen';

/** formulas §6 men 7-site example (Σ7 = 100 mm). */
const SEVEN_SITES = {
  Chest: '10',
  Midaxillary: '12',
  Triceps: '11',
  Subscapular: '15',
  Abdominal: '20',
  Suprailiac: '14',
  Thigh: '18',
};

async function enter(values: Record<string, string>) {
  const user = userEvent.setup();
  for (const [site, value] of Object.entries(values)) {
    const input = screen.getByLabelText(`${site} (mm)`);
    await user.clear(input);
    await user.type(input, value);
  }
  return user;
}

describe('SkinfoldsScreen', () => {
  it('shows the demographic prompt instead of the form when no sex is recorded', async () => {
    await renderMeasurementScreen(SkinfoldsScreen, '/skinfolds', actorsWith({ ...COMPLETE_DEMOGRAPHICS, sex: null }));
    expect(screen.getByText('Missing: sex.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Please fill out the Demographic Form' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Chest (mm)')).not.toBeInTheDocument();
  });

  it('has nine named, optional fields: min 0, step 0.5, max 500 (biceps 50); the calipers and the procedure', async () => {
    await renderMeasurementScreen(SkinfoldsScreen, '/skinfolds', actorsWith());
    const fields = {
      Abdominal: 'abdominalSkin',
      Biceps: 'bicepSkin',
      Triceps: 'tricepSkin',
      Chest: 'chestSkin',
      Calf: 'calfSkin',
      Midaxillary: 'midaxillarySkin',
      Subscapular: 'subscapSkin',
      Suprailiac: 'supraIliacSkin',
      Thigh: 'thighSkin',
    };
    for (const [label, name] of Object.entries(fields)) {
      const input = screen.getByLabelText(`${label} (mm)`);
      expect(input).toHaveAttribute('name', name);
      expect(input).not.toBeRequired();
      expect(input).toHaveAttribute('min', '0');
      expect(input).toHaveAttribute('step', '0.5');
      expect(input).toHaveAttribute('max', label === 'Biceps' ? '50' : '500');
    }
    expect(screen.getByRole('checkbox', { name: 'Skinfold calipers' })).toBeInTheDocument();
    expect(
      screen.getByText(
        /7-site equation when chest, midaxillary, triceps, subscapular, abdominal, suprailiac and thigh are all entered; otherwise the 3-site equation of chest, abdominal and thigh, or else of chest, triceps and subscapular/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/right side of the body/)).toBeInTheDocument();
    expect(screen.getByText(/1 cm away from your fingers, perpendicular to the fold/)).toBeInTheDocument();
    expect(screen.getByText(/after 1 to 2 seconds/)).toBeInTheDocument();
    expect(screen.getByText(/agree within 1 to 2 mm; otherwise measure that site again/)).toBeInTheDocument();
  });

  it('shows the inline messages; Submit needs at least one valid site', async () => {
    await renderMeasurementScreen(SkinfoldsScreen, '/skinfolds', actorsWith());
    const submit = screen.getByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();
    await enter({ Biceps: '50.5' });
    expect(screen.getByText('Input value exceeds boundaries')).toBeInTheDocument();
    expect(submit).toBeDisabled();
    await enter({ Biceps: '50', Thigh: '-0.5' });
    expect(screen.getByText('Input value is too low')).toBeInTheDocument();
    expect(submit).toBeDisabled();
    await enter({ Thigh: '500.5' });
    expect(screen.getByText('Input value exceeds boundaries')).toBeInTheDocument();
    await enter({ Thigh: '500' });
    expect(submit).toBeEnabled();
  });

  it('gives the men’s 7-site worked example: density 1.06535, 14.6 %, "Excellent", naming the 7-site equation', async () => {
    const actors = actorsWith();
    await renderMeasurementScreen(SkinfoldsScreen, '/skinfolds', actors);
    const user = await enter(SEVEN_SITES);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('heading', { name: 'You are in the "Excellent" category' })).toBeInTheDocument();
    expect(screen.getByTestId('body-density')).toHaveTextContent('1.06535 g/cm³');
    expect(screen.getByTestId('body-fat')).toHaveTextContent('14.6 %');
    expect(screen.getByTestId('skinfold-equation')).toHaveTextContent('Jackson-Pollock 7-site (men)');
    expect(
      screen.getByText(/Source: Jackson-Pollock 7-site \(men\) — Jackson & Pollock, Br J Nutr 1978/),
    ).toBeInTheDocument();
    expect(screen.getByText(/men aged 18-61 and women aged 18-55/)).toBeInTheDocument();
    const stored = storedUser(actors);
    expect(stored.bodyDensity).toBeCloseTo(1.0653532, 9);
    expect(stored.bodyComp).toEqual({
      percentage: 14.6,
      category: 'excellent',
      equation: 'Jackson-Pollock 7-site (men)',
    });
    expect(stored.skinfolds).toEqual({
      chest: 10,
      midaxillary: 12,
      tricep: 11,
      subscap: 15,
      abdominal: 20,
      supraIliac: 14,
      thigh: 18,
      bicep: null,
      calf: null,
    });
    expect(screen.getByRole('button', { name: 'Update' })).toBeEnabled();
  });

  it('uses a woman’s 3-site equation when only its sites are entered, and warns above the derivation ages', async () => {
    const actors = actorsWith({ ...COMPLETE_DEMOGRAPHICS, sex: 'FEMALE', age: 60 });
    await renderMeasurementScreen(SkinfoldsScreen, '/skinfolds', actors);
    const user = await enter({ Triceps: '15', Suprailiac: '12', Thigh: '20' });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByTestId('skinfold-equation')).toHaveTextContent(
      'Jackson-Pollock 3-site (women: triceps, suprailiac, thigh)',
    );
    expect(screen.getByRole('note')).toHaveTextContent(
      'Your age (60) is above the ages these equations were derived for',
    );
    expect(storedUser(actors).bodyComp?.equation).toBe('Jackson-Pollock 3-site (women: triceps, suprailiac, thigh)');
  });

  it('stores sites that complete no equation and says what is needed', async () => {
    const actors = actorsWith();
    await renderMeasurementScreen(SkinfoldsScreen, '/skinfolds', actors);
    const user = await enter({ Biceps: '6', Calf: '10' });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByRole('heading', { name: 'Skinfolds stored, no body composition yet' }),
    ).toBeInTheDocument();
    expect(storedUser(actors)).toMatchObject({ bodyDensity: null, bodyComp: null, skinfolds: { bicep: 6, calf: 10 } });
  });

  it('refuses skinfolds outside the Siri model with a clear message and keeps the entries', async () => {
    const actors = actorsWith();
    await renderMeasurementScreen(SkinfoldsScreen, '/skinfolds', actors);
    const user = await enter({ Chest: '400', Abdominal: '400', Thigh: '400' });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(shownError(actors)).toMatch(/^These skinfolds give a body density outside the Siri equation/);
    expect(storedUser(actors).skinfolds.chest).toBeNull();
    expect(screen.getByLabelText('Chest (mm)')).toHaveValue(400);
  });

  it('Reset is disabled while nothing is stored and clears the sites, density and body fat', async () => {
    const actors = actorsWith();
    await renderMeasurementScreen(SkinfoldsScreen, '/skinfolds', actors);
    expect(screen.getByRole('button', { name: 'Reset' })).toBeDisabled();
    const user = await enter(SEVEN_SITES);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(storedUser(actors)).toMatchObject({
      bodyDensity: null,
      bodyComp: null,
      skinfolds: { chest: null, thigh: null },
    });
    expect(screen.getByLabelText('Chest (mm)')).toHaveValue(null);
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Reset' })).toBeDisabled();
    expect(screen.queryByTestId('body-density')).not.toBeInTheDocument();
  });
});
