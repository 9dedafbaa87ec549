// The demographics form's refusals, its grey Submit and its imperial entries, as a component: each message the
// specification gives in the error banner with nothing stored, the hint naming the field Submit waits for, and feet,
// inches and pounds stored once as metric.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { DemographicsScreen } from '@/features/demographics/DemographicsScreen';
import { ErrorBanner } from '@/components/AppBanners';
import { renderScreen, storedUser } from '../support/renderWithApp';
import { onFreshStores } from '../support/freshStores';

// Each case on its own device: a name saved by one case would be "a client of that name" in the next (decision 0100).
onFreshStores();

function fill(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values))
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

const VALID = {
  'First name': 'Ada',
  'Last name': 'Lovelace',
  'Age (years)': '30',
  'Weight (kg)': '80',
  'Goal weight (kg)': '75',
  'Height (cm)': '180',
};

async function renderForm() {
  const view = await renderScreen(
    <>
      <ErrorBanner />
      <DemographicsScreen />
    </>,
    { route: '/parq' },
  );
  await screen.findByRole('heading', { name: 'Demographics' });
  return view;
}

describe('DemographicsScreen refusals', () => {
  it.each([
    ['a special character in the first name', 'Check Name For Special Character', { 'First name': 'Ad4' }],
    ['a special character in the last name', 'Check Name For Special Character', { 'Last name': 'Love_lace' }],
    ['a symbol in the first name', 'Check Name For Special Character', { 'First name': 'Ada!' }],
    ['two spaces in the first name', 'Check Name For Special Character', { 'First name': 'Ada  Lou' }],
    ['age 17', 'Age Is Outside Of Acceptable Bounds', { 'Age (years)': '17' }],
    ['age 101', 'Age Is Outside Of Acceptable Bounds', { 'Age (years)': '101' }],
    ['no sex chosen', 'Sex Is Outside Testing Types', null],
    ['weight 39 kg', 'Weight Is Outside Of Acceptable Bounds', { 'Weight (kg)': '39' }],
    ['goal weight 201 kg', 'Weight Is Outside Of Acceptable Bounds', { 'Goal weight (kg)': '201' }],
  ] as const)('%s: "%s" in the error banner, what was typed kept, nothing stored', async (_name, message, change) => {
    const { actors } = await renderForm();
    fill({ ...VALID, ...(change ?? {}) });
    if (change) fireEvent.click(screen.getByRole('radio', { name: 'Female' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    const typed: Record<string, string> = { ...VALID, ...(change ?? {}) };
    for (const label of ['First name', 'Last name']) expect(screen.getByLabelText(label)).toHaveValue(typed[label]);
    expect(storedUser(actors)).toMatchObject({ fname: null, age: null, sex: null, currentWeight: null });
    expect(screen.getByRole('button', { name: 'Submit' })).toBeInTheDocument();
  });

  it.each([
    ['Anne-Marie', "O'Brien"],
    ['José', 'De la Cruz'],
    ['Søren', 'Ñúñez'],
    ['Пётр', 'Иванов'],
    ['小明', '王'],
  ])('%s %s is accepted and stored (decision 0033)', async (fname, lname) => {
    const { actors } = await renderForm();
    fill({ ...VALID, 'First name': fname, 'Last name': lname });
    fireEvent.click(screen.getByRole('radio', { name: 'Female' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(storedUser(actors)).toMatchObject({ fname, lname }));
  });

  it('each name field takes at most 50 characters', async () => {
    await renderForm();
    for (const label of ['First name', 'Last name'])
      expect(screen.getByLabelText(label)).toHaveAttribute('maxlength', '50');
  });

  it('a grey Submit names the field it waits for, and is described by it, until it is typed', async () => {
    await renderForm();
    const submit = screen.getByRole('button', { name: 'Submit' });
    fill(VALID);
    fireEvent.click(screen.getByRole('radio', { name: 'Female' }));
    expect(submit).toBeEnabled();
    fill({ 'Age (years)': '' });
    expect(submit).toBeDisabled();
    expect(screen.getByText('To submit, fill in: Age.')).toBeInTheDocument();
    expect(submit).toHaveAccessibleDescription('To submit, fill in: Age.');
    fill({ 'Age (years)': '30' });
    expect(screen.queryByText(/To submit, fill in/)).not.toBeInTheDocument();
  });

  it('imperial: 176 lb and 5 ft 11 in are stored once as 80 kg and 180.34 cm, and shown back as typed', async () => {
    const { actors } = await renderForm();
    fireEvent.click(screen.getByRole('radio', { name: 'Imperial (lb, in)' }));
    fill({
      'First name': 'Ada',
      'Last name': 'Lovelace',
      'Age (years)': '30',
      'Weight (lb)': '176',
      'Goal weight (lb)': '176',
      'Height (feet)': '5',
      'Height (inches)': '11',
    });
    fireEvent.click(screen.getByRole('radio', { name: 'Female' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(storedUser(actors).currentWeight).toBe(80));
    const user = storedUser(actors);
    expect(user.height as number).toBeCloseTo(180.34, 6);
    expect(user.bodyWeightGoal).toBe('maintain');
    expect(user.prefers_metric).toBe(false);
    expect(await screen.findByRole('button', { name: 'Update' })).toBeInTheDocument();
    expect(screen.getByLabelText('Weight (lb)')).toHaveValue(176);
    expect(screen.getByLabelText('Height (feet)')).toHaveValue('5');
    expect(screen.getByLabelText('Height (inches)')).toHaveValue('11');
  });
});
