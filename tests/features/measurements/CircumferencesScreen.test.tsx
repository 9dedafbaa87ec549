// /circumferences: inline bounds, Submit→Update, Reset, imperial entries stored as metric, waist risk by own sex, prompt.
import { CIRCUMFERENCES_BESIDE_WAIST } from '../../support/circumferences';
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CircumferencesScreen } from '@/features/measurements/CircumferencesScreen';
import {
  actorsWith,
  COMPLETE_DEMOGRAPHICS,
  renderMeasurementScreen,
  shownError,
  storedUser,
} from './renderMeasurementScreen';

const SITES = ['Abdomen', 'Arm', 'Buttocks', 'Calf', 'Forearm', 'Hips', 'Mid thigh', 'Waist'] as const;
const METRIC_VALUES: Record<(typeof SITES)[number], string> = { ...CIRCUMFERENCES_BESIDE_WAIST, Waist: '95' };

async function fillAll(values: Record<string, string>, unit = 'cm') {
  const user = userEvent.setup();
  for (const [site, value] of Object.entries(values)) {
    const input = screen.getByLabelText(`${site} (${unit})`);
    await user.clear(input);
    if (value !== '') await user.type(input, value);
  }
  return user;
}

describe('CircumferencesScreen', () => {
  it('shows the demographic prompt instead of the form when no sex is recorded', async () => {
    await renderMeasurementScreen(
      CircumferencesScreen,
      '/circumferences',
      actorsWith({ ...COMPLETE_DEMOGRAPHICS, sex: null }),
    );
    expect(screen.getByRole('link', { name: 'Please fill out the Demographic Form' })).toHaveAttribute(
      'href',
      '/parq?next=%2Fcircumferences',
    );
    expect(screen.getByText('Missing: sex.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Body circumferences' })).not.toBeInTheDocument();
  });

  it('has the eight named fields (required, 0-500, step 0.5, placeholder by unit), the tape and the procedure', async () => {
    await renderMeasurementScreen(CircumferencesScreen, '/circumferences', actorsWith());
    const names = ['abdomen', 'arm', 'buttocks', 'calf', 'forearm', 'hips', 'midthigh', 'waist'].map(
      (s) => `${s}Circumference`,
    );
    for (const [index, site] of SITES.entries()) {
      const input = screen.getByLabelText(`${site} (cm)`);
      expect(input).toHaveAttribute('name', names[index]);
      expect(input).toBeRequired();
      expect(input).toHaveAttribute('min', '0');
      expect(input).toHaveAttribute('max', '500');
      expect(input).toHaveAttribute('step', '0.5');
      expect(input).toHaveAttribute('placeholder', 'centimeters');
    }
    expect(screen.getByRole('checkbox', { name: 'Flexible, inelastic measuring tape' })).toBeInTheDocument();
    expect(screen.getByText(/differ by more than 5 mm \(0\.2 in\)/)).toBeInTheDocument();
    expect(screen.getByText(/narrowest part of the torso.*end of a normal breath out/)).toBeInTheDocument();
  });

  it('shows the inline messages and keeps Submit disabled until every site is valid', async () => {
    await renderMeasurementScreen(CircumferencesScreen, '/circumferences', actorsWith());
    const submit = screen.getByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();
    const user = await fillAll({ ...METRIC_VALUES, Waist: '' });
    expect(submit).toBeDisabled();
    const waist = screen.getByLabelText('Waist (cm)');
    await user.type(waist, '500.5');
    expect(screen.getByText('Input value exceeds boundaries')).toBeInTheDocument();
    expect(waist).toHaveAttribute('aria-invalid', 'true');
    expect(submit).toBeDisabled();
    await user.clear(waist);
    await user.type(waist, '-1');
    expect(screen.getByText('Input value is too low')).toBeInTheDocument();
    expect(submit).toBeDisabled();
    await user.clear(waist);
    await user.type(waist, '500');
    expect(screen.queryByText(/Input value/)).not.toBeInTheDocument();
    expect(submit).toBeEnabled();
  });

  it('stores a man’s 95 cm waist as "low" with both ratios, then reads Update, and Reset clears everything', async () => {
    const actors = actorsWith();
    await renderMeasurementScreen(CircumferencesScreen, '/circumferences', actors);
    const reset = screen.getByRole('button', { name: 'Reset' });
    expect(reset).toBeDisabled();
    const user = await fillAll(METRIC_VALUES);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('heading', { name: 'You are in the "Low risk" category' })).toBeInTheDocument();
    expect(screen.getByText('Waist 95 cm')).toBeInTheDocument();
    expect(
      screen.getByText(/Source: Risk criteria for waist circumference in adults — Bray, Am J Clin Nutr 2004/),
    ).toBeInTheDocument();
    expect(screen.getByTestId('waist-hip-ratio')).toHaveTextContent('0.95');
    expect(screen.getByTestId('waist-height-ratio')).toHaveTextContent('0.53');
    expect(storedUser(actors)).toMatchObject({
      waistCircumference: { wc: 95, category: 'low' },
      waistHipRatio: 0.95,
      waistHeightRatio: 0.53,
      circumferences: { abdomen: 90, arm: 32, buttocks: 102, calf: 38, forearm: 28, hips: 100, midthigh: 55 },
    });
    expect(actors.alert.getSnapshot().context.message).toBe('form submitted');
    expect(screen.getByRole('button', { name: 'Update' })).toBeEnabled();
    expect(screen.getByLabelText('Waist (cm)')).toHaveValue(95);

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(storedUser(actors)).toMatchObject({
      waistCircumference: null,
      waistHipRatio: null,
      waistHeightRatio: null,
      circumferences: {
        abdomen: null,
        arm: null,
        buttocks: null,
        calf: null,
        forearm: null,
        hips: null,
        midthigh: null,
      },
    });
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Reset' })).toBeDisabled();
    expect(screen.getByLabelText('Waist (cm)')).toHaveValue(null);
    expect(screen.queryByRole('heading', { name: /category/ })).not.toBeInTheDocument();
  });

  it('classifies a woman’s 95 cm waist as "high" (each sex uses its own thresholds)', async () => {
    const actors = actorsWith({ ...COMPLETE_DEMOGRAPHICS, sex: 'FEMALE' });
    await renderMeasurementScreen(CircumferencesScreen, '/circumferences', actors);
    const user = await fillAll(METRIC_VALUES);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('heading', { name: 'You are in the "High risk" category' })).toBeInTheDocument();
    expect(storedUser(actors).waistCircumference).toEqual({ wc: 95, category: 'high' });
    const table = screen.getByRole('table', { name: /women/ });
    expect(within(table).getByRole('row', { name: 'High 90-110' })).toBeInTheDocument();
  });

  it('converts imperial entries once (× 2.54) and shows them back in inches', async () => {
    const actors = actorsWith();
    actors.profile.send({ type: 'SET_PREFERS_METRIC', prefersMetric: false });
    await renderMeasurementScreen(CircumferencesScreen, '/circumferences', actors);
    const waist = screen.getByLabelText('Waist (in)');
    expect(waist).toHaveAttribute('placeholder', 'inches');
    expect(waist).toHaveAttribute('max', '196.85');
    const user = await fillAll(
      {
        Abdomen: '35.5',
        Arm: '12.5',
        Buttocks: '40',
        Calf: '15',
        Forearm: '11',
        Hips: '39.5',
        'Mid thigh': '21.5',
        Waist: '37.4',
      },
      'in',
    );
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('heading', { name: 'You are in the "Low risk" category' })).toBeInTheDocument();
    const stored = storedUser(actors);
    expect(stored.waistCircumference?.wc).toBeCloseTo(95, 2);
    expect(stored.waistCircumference?.category).toBe('low');
    expect(stored.circumferences.hips).toBeCloseTo(100.33, 6);
    expect(stored.circumferences.buttocks).toBeCloseTo(101.6, 6);
    expect(screen.getByText('Waist 37.4 in')).toBeInTheDocument();
    expect(screen.getByLabelText('Waist (in)')).toHaveValue(37.4);

    // Updating without retyping sends the stored centimetres, not a re-converted rounding.
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(storedUser(actors).waistCircumference?.wc).toBe(stored.waistCircumference?.wc);
  });

  it('switching units shows the stored values in the new unit', async () => {
    const actors = actorsWith();
    await renderMeasurementScreen(CircumferencesScreen, '/circumferences', actors);
    const user = await fillAll({ ...METRIC_VALUES, Waist: '100' });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await user.click(screen.getByRole('radio', { name: 'Imperial (lb, in)' }));
    expect(screen.getByLabelText('Waist (in)')).toHaveValue(39.37);
  });

  it('refuses a waist under 20 cm with a clear message, focuses it, and keeps everything typed', async () => {
    const actors = actorsWith();
    await renderMeasurementScreen(CircumferencesScreen, '/circumferences', actors);
    const user = await fillAll({ ...METRIC_VALUES, Waist: '10' });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(shownError(actors)).toBe('Waist must be 20 to 500 cm (about 8 to 197 in)');
    expect(storedUser(actors).waistCircumference).toBeNull();
    expect(screen.getByLabelText('Waist (cm)')).toHaveFocus();
    expect(screen.getByLabelText('Waist (cm)')).toHaveValue(10);
    expect(screen.getByLabelText('Hips (cm)')).toHaveValue(100);
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });
});
