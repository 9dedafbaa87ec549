// /sit-and-reach/results: default 0, 0-100 cm in half centimetres, "at most 2 characters", the submit only with age and sex.
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SitAndReachResultsScreen } from '@/features/strength/SitAndReachResultsScreen';
import { actorsWith, renderScreen, storedUser } from './renderStrengthScreen';

const PATH = '/sit-and-reach/results';
const field = () => screen.getByLabelText('Sit and reach (cm)');

describe('SitAndReachResultsScreen', () => {
  it('starts at 0, required, 0-100 cm, step 0.5', async () => {
    await renderScreen(SitAndReachResultsScreen, PATH, actorsWith());
    expect(screen.getByRole('heading', { level: 1, name: 'Sit and Reach Results' })).toBeInTheDocument();
    expect(field()).toHaveValue(0);
    expect(field()).toBeRequired();
    expect(field()).toHaveAttribute('min', '0');
    expect(field()).toHaveAttribute('max', '100');
    expect(field()).toHaveAttribute('step', '0.5');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Reset' })).toBeDisabled();
  });

  it.each([
    ['100', 'Too many characters'],
    ['123', 'Too many characters'],
    ['33.25', 'Too many characters'],
    ['-1', 'Input value is too low'],
  ])('%s shows "%s"', async (typed, message) => {
    await renderScreen(SitAndReachResultsScreen, PATH, actorsWith());
    const user = userEvent.setup();
    await user.clear(field());
    await user.type(field(), typed);
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
  });

  it('man 29, 33.5 cm → "Good" (half centimetres compared as entered); Update; Reset back to 0', async () => {
    const actors = actorsWith({ age: 29, sex: 'MALE', currentWeight: 80 });
    await renderScreen(SitAndReachResultsScreen, PATH, actors);
    const user = userEvent.setup();
    await user.clear(field());
    await user.type(field(), '33.5');
    expect(screen.queryByText(/Too many|Input value/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(storedUser(actors).sar).toEqual({ unit: 'cm', value: 33.5, category: 'good' });
    expect(screen.getByRole('heading', { name: 'You are in the "Good" category' })).toBeInTheDocument();
    expect(screen.getByText('Sit and reach 33.5 cm')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Compare your result/ })).toHaveAttribute('href', '/categories#sar');
    expect(screen.getByRole('button', { name: 'Update' })).toBeEnabled();
    await user.clear(field());
    await user.type(field(), '34');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(screen.getByRole('heading', { name: 'You are in the "Very Good" category' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(storedUser(actors).sar).toBeNull();
    expect(field()).toHaveValue(0);
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  it('the default 0 submitted untouched asks "Record 0 cm?": No stores nothing, Yes stores 0 cm', async () => {
    const actors = actorsWith({ age: 29, sex: 'MALE', currentWeight: 80 });
    await renderScreen(SitAndReachResultsScreen, PATH, actors);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const question = screen.getByRole('alertdialog', { name: 'Record 0 cm?' });
    expect(storedUser(actors).sar).toBeNull();
    expect(screen.getByRole('button', { name: 'No, enter the score' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'No, enter the score' }));
    expect(question).not.toBeInTheDocument();
    expect(field()).toHaveFocus();
    expect(storedUser(actors).sar).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await user.click(screen.getByRole('button', { name: 'Yes, record 0 cm' }));
    expect(storedUser(actors).sar).toEqual({ unit: 'cm', value: 0, category: 'poor' });
  });

  it('a 0 typed by the tester is recorded without a question', async () => {
    const actors = actorsWith({ age: 29, sex: 'MALE', currentWeight: 80 });
    await renderScreen(SitAndReachResultsScreen, PATH, actors);
    const user = userEvent.setup();
    await user.clear(field());
    await user.type(field(), '0');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(storedUser(actors).sar).toEqual({ unit: 'cm', value: 0, category: 'poor' });
  });

  it('without age and sex the submit button is replaced by the prompt', async () => {
    await renderScreen(SitAndReachResultsScreen, PATH, actorsWith(null));
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
    expect(screen.getByText('Missing: sex, age.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Please fill out the Demographic Form' })).toBeInTheDocument();
  });
});
