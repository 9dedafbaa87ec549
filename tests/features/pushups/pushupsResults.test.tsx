// /pushups/results and /pushups/instructions: the count field (spec §5: min 0, step 1, required, at most 3 characters,
// default 0) with its inline messages, the category (man 25: 36 → Excellent), Submit → Update → Reset, the time from
// the test screen, and the missing-demographics prompts.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { PushupResultsScreen } from '@/features/pushups/PushupResultsScreen';
import { PushupInstructionsScreen } from '@/features/pushups/PushupInstructionsScreen';
import { MAN_25, WOMAN_30, renderProtocolScreen } from '../step-test/stepTestSupport';

const field = () => screen.getByLabelText('Pushups completed');
const type = (text: string) => fireEvent.change(field(), { target: { value: text } });

describe('PushupResultsScreen', () => {
  it('a grey Submit names the count while it is empty, and says nothing once it is typed', async () => {
    await renderProtocolScreen(<PushupResultsScreen />, '/pushups/results', { user: MAN_25 });
    type('');
    expect(screen.getByRole('button', { name: 'Submit' })).toHaveAccessibleDescription(
      'To submit, fill in: Pushups completed.',
    );
    type('28');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
    expect(screen.queryByText(/To submit/)).toBeNull();
  });

  it('man 25: 36 → "Excellent"; Update to 21 → "Fair"; Reset clears it and the field shows 0 again', async () => {
    const { actors } = await renderProtocolScreen(<PushupResultsScreen />, '/pushups/results', { user: MAN_25 });
    expect(screen.getByRole('heading', { level: 1, name: 'Pushup Results' })).toBeInTheDocument();
    expect(field()).toHaveValue(0);
    expect(field()).toHaveAttribute('min', '0');
    expect(field()).toHaveAttribute('step', '1');
    expect(field()).toBeRequired();
    expect(screen.getByRole('button', { name: 'Reset' })).toBeDisabled();

    type('36');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('heading', { name: 'You are in the "Excellent" category' })).toBeInTheDocument();
    expect(screen.getByText('36 pushups')).toBeInTheDocument();
    expect(screen.getByText(/Source: .*CSEP/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Compare your result/ })).toHaveAttribute('href', '/categories#pushups');
    expect(screen.getByRole('link', { name: /Do the next test/ })).toHaveAttribute('href', '/bench-press/instructions');
    expect(screen.getByTestId('alert-banner')).toHaveTextContent('success: form submitted');
    expect(actors.profile.getSnapshot().context.user.pushups).toEqual({ pushups: 36, category: 'excellent' });

    type('21');
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(screen.getByRole('heading', { name: 'You are in the "Fair" category' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(actors.profile.getSnapshot().context.user.pushups).toBeNull();
    expect(screen.queryByRole('heading', { name: /You are in the/ })).not.toBeInTheDocument();
    expect(field()).toHaveValue(0);
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  it('0 pushups is a result (the default)', async () => {
    const { actors } = await renderProtocolScreen(<PushupResultsScreen />, '/pushups/results', { user: WOMAN_30 });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(actors.profile.getSnapshot().context.user.pushups).toEqual({ pushups: 0, category: 'poor' });
  });

  it.each([
    ['-1', 'Input value is too low'],
    ['1000', 'Too many characters'],
    ['2.5', 'Please enter a whole number'],
  ])('%s → "%s" inline and Submit disabled', async (typed, message) => {
    await renderProtocolScreen(<PushupResultsScreen />, '/pushups/results', { user: MAN_25 });
    type(typed);
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
  });

  it('an empty field cannot be submitted', async () => {
    await renderProtocolScreen(<PushupResultsScreen />, '/pushups/results', { user: MAN_25 });
    type('');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
  });

  it('shows the stored count and Update on return', async () => {
    await renderProtocolScreen(<PushupResultsScreen />, '/pushups/results', {
      user: { ...MAN_25, pushups: { pushups: 30, category: 'very good' } },
    });
    expect(field()).toHaveValue(30);
    expect(screen.getByRole('button', { name: 'Update' })).toBeEnabled();
    expect(screen.getByRole('heading', { name: 'You are in the "Very Good" category' })).toBeInTheDocument();
  });

  it('without sex and age the submit button is replaced by the demographics prompt', async () => {
    await renderProtocolScreen(<PushupResultsScreen />, '/pushups/results', { user: null });
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Please fill out the Demographic Form' })).toBeInTheDocument();
  });
});

describe('PushupInstructionsScreen', () => {
  it('shows both protocols, the stop rule, the stopwatch and Click to Begin → /pushups/test', async () => {
    await renderProtocolScreen(<PushupInstructionsScreen />, '/pushups/instructions', { user: MAN_25 });
    expect(screen.getByRole('heading', { level: 1, name: 'Pushup Test Instructions' })).toBeInTheDocument();
    const steps = screen
      .getAllByRole('listitem')
      .map((li) => li.textContent)
      .join('\n');
    expect(steps).toMatch(/Men: standard pushups on the toes/);
    expect(steps).toMatch(/Women: modified pushups on the knees/);
    expect(steps).toMatch(/no rest/);
    expect(steps).toMatch(/strain forcibly.*second pushup with a fault in form/);
    expect(screen.getByRole('checkbox', { name: /Stopwatch/ })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Imperial (lb, in)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Click to Begin' })).toHaveAttribute('href', '/pushups/test');
  });

  it('asks for the demographics when they are missing', async () => {
    await renderProtocolScreen(<PushupInstructionsScreen />, '/pushups/instructions', { user: null });
    expect(screen.queryByRole('link', { name: 'Click to Begin' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Please fill out the Demographic Form' })).toBeInTheDocument();
  });
});
