// /blood-pressure: field bounds, inline messages, JNC 7 classes, the invalid-payload message, Submit→Update, Reset.
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BloodPressureScreen } from '@/features/measurements/BloodPressureScreen';
import { actorsWith, renderMeasurementScreen, shownError, storedUser } from './renderMeasurementScreen';

async function enter(systolic: string, diastolic: string) {
  const user = userEvent.setup();
  const sbp = screen.getByLabelText('Systolic (mmHg)');
  const dbp = screen.getByLabelText('Diastolic (mmHg)');
  await user.clear(sbp);
  await user.type(sbp, systolic);
  await user.clear(dbp);
  await user.type(dbp, diastolic);
  return user;
}

describe('BloodPressureScreen', () => {
  it('a grey Submit names the readings still empty, by their labels, until both are typed', async () => {
    await renderMeasurementScreen(BloodPressureScreen, '/blood-pressure', actorsWith());
    const submit = screen.getByRole('button', { name: 'Submit' });
    expect(submit).toHaveAccessibleDescription('To submit, fill in: Systolic (mmHg), Diastolic (mmHg).');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Systolic (mmHg)'), '128');
    expect(submit).toHaveAccessibleDescription('To submit, fill in: Diastolic (mmHg).');
    await user.type(screen.getByLabelText('Diastolic (mmHg)'), '84');
    expect(submit).toBeEnabled();
    expect(screen.queryByText(/To submit/)).toBeNull();
  });

  it('has two required whole-number fields (systolic 0-400, diastolic 0-200) and the cuff checklist', async () => {
    await renderMeasurementScreen(BloodPressureScreen, '/blood-pressure', actorsWith());
    const sbp = screen.getByLabelText('Systolic (mmHg)');
    expect(sbp).toBeRequired();
    expect(sbp).toHaveAttribute('min', '0');
    expect(sbp).toHaveAttribute('max', '400');
    expect(sbp).toHaveAttribute('step', '1');
    const dbp = screen.getByLabelText('Diastolic (mmHg)');
    expect(dbp).toHaveAttribute('max', '200');
    expect(screen.getByRole('checkbox', { name: /Blood pressure cuff/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Reset' })).toBeDisabled();
  });

  it('shows the inline messages and enables Submit only for two valid numbers', async () => {
    await renderMeasurementScreen(BloodPressureScreen, '/blood-pressure', actorsWith());
    const submit = screen.getByRole('button', { name: 'Submit' });
    await enter('401', '80');
    expect(screen.getByText('Input value exceeds boundaries')).toBeInTheDocument();
    expect(submit).toBeDisabled();
    await enter('120', '-1');
    expect(screen.getByText('Input value is too low')).toBeInTheDocument();
    expect(submit).toBeDisabled();
    await enter('120.5', '80');
    expect(screen.getByText('Please enter a whole number')).toBeInTheDocument();
    expect(submit).toBeDisabled();
    await enter('120', '201');
    expect(screen.getByText('Input value exceeds boundaries')).toBeInTheDocument();
    await enter('120', '80');
    expect(submit).toBeEnabled();
  });

  it.each([
    ['120', '80', 'Prehypertension', 'prehypertension'],
    ['119', '79', 'Normal', 'normal'],
    ['160', '90', 'Stage 2 Hypertension', 'stage 2 hypertension'],
    ['145', '85', 'Stage 1 Hypertension', 'stage 1 hypertension'],
  ])('classifies %s/%s mmHg as %s (JNC 7) with its source', async (sbp, dbp, shown, stored) => {
    const actors = actorsWith();
    await renderMeasurementScreen(BloodPressureScreen, '/blood-pressure', actors);
    const user = await enter(sbp, dbp);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByRole('heading', { name: `Your blood pressure is in the "${shown}" class` }),
    ).toBeInTheDocument();
    expect(screen.getByText(`${sbp}/${dbp} mmHg`)).toBeInTheDocument();
    expect(screen.getAllByText(/JNC 7, JAMA 2003/).length).toBeGreaterThan(0);
    expect(storedUser(actors).bloodPressure).toEqual({ sbp: Number(sbp), dbp: Number(dbp), classification: stored });
  });

  it('refuses 0/0 with the invalid-payload message and keeps what was typed', async () => {
    const actors = actorsWith();
    await renderMeasurementScreen(BloodPressureScreen, '/blood-pressure', actors);
    const user = await enter('0', '0');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(shownError(actors)).toBe('Blood pressure must be systolic 1-400 and diastolic 1-200 mmHg');
    expect(storedUser(actors).bloodPressure).toBeNull();
    expect(screen.getByLabelText('Systolic (mmHg)')).toHaveValue(0);
    expect(screen.getByLabelText('Systolic (mmHg)')).toHaveFocus();
    expect(actors.alert.getSnapshot().context.message).toBeNull();
  });

  it('reads Update once a reading is stored, and Reset clears it', async () => {
    const actors = actorsWith();
    await renderMeasurementScreen(BloodPressureScreen, '/blood-pressure', actors);
    const user = await enter('120', '80');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(actors.alert.getSnapshot().context.message).toBe('form submitted');
    expect(screen.getByRole('button', { name: 'Update' })).toBeEnabled();
    expect(screen.getByLabelText('Diastolic (mmHg)')).toHaveValue(80);
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(storedUser(actors).bloodPressure).toBeNull();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Reset' })).toBeDisabled();
    expect(screen.queryByText('120/80 mmHg')).not.toBeInTheDocument();
  });

  it('works without demographics (blood pressure needs no profile data)', async () => {
    const actors = actorsWith(null);
    await renderMeasurementScreen(BloodPressureScreen, '/blood-pressure', actors);
    const user = await enter('118', '76');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(storedUser(actors).bloodPressure?.classification).toBe('normal');
  });
});
