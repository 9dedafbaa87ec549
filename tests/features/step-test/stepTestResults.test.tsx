// /step-test/results and /step-test/instructions: the 15-second count (decision 0027) with its inline messages, the
// heart rate shown as it is typed, the VO2 max stored with its category (man 25: 38 → 152 bpm → 47.49 'fair';
// woman: 42 → 168 bpm → 34.78), Submit → Update → Reset, and the missing-demographics prompts.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { StepTestResultsScreen } from '@/features/step-test/StepTestResultsScreen';
import { StepTestInstructionsScreen } from '@/features/step-test/StepTestInstructionsScreen';
import { MAN_25, WOMAN_30, renderProtocolScreen } from './stepTestSupport';
import { fakeRunEffects } from '../../support/fakeRunEffects';

const field = () => screen.getByLabelText('Pulses counted in 15 seconds');
const type = (text: string) => fireEvent.change(field(), { target: { value: text } });
const heartRate = () => document.querySelector('output')!;

describe('StepTestResultsScreen', () => {
  it('man 25: count 38 → heart rate 152 → VO2 max 47.49, "Fair"; Update; Reset clears it', async () => {
    const { actors } = await renderProtocolScreen(<StepTestResultsScreen />, '/step-test/results', { user: MAN_25 });
    expect(screen.getByRole('heading', { level: 1, name: 'Step Test Results' })).toBeInTheDocument();
    expect(field()).toHaveAttribute('min', '10');
    expect(field()).toHaveAttribute('max', '100');
    expect(field()).toBeRequired();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Reset' })).toBeDisabled();
    expect(heartRate()).toHaveTextContent('—');

    type('38');
    expect(heartRate()).toHaveTextContent('152 bpm');
    expect(screen.getByText('(38 × 4)')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));

    expect(screen.getByRole('heading', { name: 'You are in the "Fair" category' })).toBeInTheDocument();
    expect(screen.getByText('VO2 max 47.49 mL/kg/min (McArdle Step Test)')).toBeInTheDocument();
    expect(screen.getByText(/Source: .*FRIEND/)).toBeInTheDocument();
    expect(screen.getByText(/Source: McArdle step test \(men\): VO2max = 111.33 − 0.42 × HR/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Compare your result/ })).toHaveAttribute('href', '/categories#vo2');
    expect(screen.getByRole('link', { name: /Do the next test/ })).toHaveAttribute('href', '/field-tests');
    expect(screen.getByRole('link', { name: /Current Session/ })).toHaveAttribute('href', '/current-session');
    expect(screen.getByTestId('alert-banner')).toHaveTextContent('success: form submitted');
    const user = actors.profile.getSnapshot().context.user;
    expect(user.vo2Max).toMatchObject({ vo2Max: 47.49, category: 'fair', test: 'McArdle Step Test' });
    expect(typeof user.vo2Max?.vo2Max).toBe('number');
    expect(user.rawVo2).toBe(3799.2);

    type('30');
    expect(heartRate()).toHaveTextContent('120 bpm');
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(actors.profile.getSnapshot().context.user.vo2Max?.vo2Max).toBe(60.93);

    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(actors.profile.getSnapshot().context.user.vo2Max).toBeNull();
    expect(screen.queryByRole('heading', { name: /You are in the/ })).not.toBeInTheDocument();
    expect(field()).toHaveValue(null);
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
  });

  it('woman: count 42 → heart rate 168 → VO2 max 34.78', async () => {
    const { actors } = await renderProtocolScreen(<StepTestResultsScreen />, '/step-test/results', { user: WOMAN_30 });
    type('42');
    expect(heartRate()).toHaveTextContent('168 bpm');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(actors.profile.getSnapshot().context.user.vo2Max?.vo2Max).toBe(34.78);
    expect(screen.getByText('VO2 max 34.78 mL/kg/min (McArdle Step Test)')).toBeInTheDocument();
    expect(screen.getByText(/Source: McArdle step test \(women\)/)).toBeInTheDocument();
  });

  it.each([
    ['9', 'Input value is too low'],
    ['-1', 'Input value is too low'],
    ['101', 'Input value exceeds boundaries'],
    ['1000', 'Too many characters'],
    ['38.5', 'Too many characters'],
  ])('%s → "%s" inline, no heart rate, Submit disabled', async (typed, message) => {
    await renderProtocolScreen(<StepTestResultsScreen />, '/step-test/results', { user: MAN_25 });
    type(typed);
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(heartRate()).toHaveTextContent('—');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
  });

  it('the boundaries 10 and 100 are accepted (40 and 400 bpm)', async () => {
    await renderProtocolScreen(<StepTestResultsScreen />, '/step-test/results', { user: MAN_25 });
    type('10');
    expect(heartRate()).toHaveTextContent('40 bpm');
    type('100');
    expect(heartRate()).toHaveTextContent('400 bpm');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  it('a count whose VO2 max would not be positive shows the calculator message and stores nothing', async () => {
    const { actors } = await renderProtocolScreen(<StepTestResultsScreen />, '/step-test/results', { user: MAN_25 });
    type('70'); // 280 bpm: 111.33 − 0.42 × 280 < 0
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Heart rate is outside of the acceptable range');
    expect(document.activeElement).toBe(field());
    expect(actors.profile.getSnapshot().context.user.vo2Max).toBeNull();
    expect(field()).toHaveValue(70);
  });

  it('without sex and age the submit button is replaced by the demographics prompt (decision 0020)', async () => {
    await renderProtocolScreen(<StepTestResultsScreen />, '/step-test/results', { user: null });
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
    expect(screen.getByText('Missing: sex, age.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Please fill out the Demographic Form' })).toHaveAttribute(
      'href',
      '/parq?next=%2Fstep-test%2Fresults',
    );
  });

  it('shows a VO2 max stored by another test as the current result', async () => {
    await renderProtocolScreen(<StepTestResultsScreen />, '/step-test/results', {
      user: { ...MAN_25, vo2Max: { vo2Max: 45.5, category: 'fair', test: 'Bruce protocol' } },
    });
    expect(screen.getByText('VO2 max 45.50 mL/kg/min (Bruce protocol)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update' })).toBeDisabled();
  });
});

describe('StepTestInstructionsScreen', () => {
  it('shows the procedure, the equipment and Click to Begin when age and sex are known', async () => {
    await renderProtocolScreen(<StepTestInstructionsScreen />, '/step-test/instructions', { user: MAN_25 });
    expect(screen.getByRole('heading', { level: 1, name: 'McArdle Step Test' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Queens College step test');
    const steps = screen
      .getAllByRole('listitem')
      .map((li) => li.textContent)
      .join('\n');
    expect(steps).toMatch(/41\.3 cm \(16\.25 in\) high/);
    expect(steps).toMatch(
      /Men: 24 steps a minute \(96 metronome beats a minute\)\. Women: 22 steps a minute \(88 metronome beats a minute\)/,
    );
    expect(steps).toMatch(/up-up-down-down/);
    expect(steps).toMatch(/3 minutes/);
    expect(steps).toMatch(/within 5 seconds/);
    expect(steps).toMatch(/Count your pulses for 15 seconds/);
    expect(screen.getByRole('radio', { name: 'Metric (kg, cm)' })).toBeChecked();
    for (const label of [/Step bench/, /Metronome/, /Stopwatch/])
      expect(screen.getByRole('checkbox', { name: label })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Click to Begin' })).toHaveAttribute('href', '/step-test/progress');
  });

  it('Click to Begin unlocks the audio inside the press and opens the run (decision 0028)', async () => {
    const fake = fakeRunEffects({ audio: 'locked' });
    await renderProtocolScreen(<StepTestInstructionsScreen />, '/step-test/instructions', {
      user: MAN_25,
      effects: fake.effects,
    });
    fake.metronome.gesture = true;
    fireEvent.click(screen.getByRole('link', { name: 'Click to Begin' }));
    fake.metronome.gesture = false;
    expect(fake.metronome.unlocks).toBe(1);
    expect(fake.metronome.unlocked).toBe(true);
    expect(screen.getByTestId('elsewhere')).toHaveTextContent('/step-test/progress');
  });

  it('shows the bench height in inches first for imperial units', async () => {
    await renderProtocolScreen(<StepTestInstructionsScreen />, '/step-test/instructions', {
      user: { ...MAN_25, prefers_metric: false },
    });
    expect(screen.getByText('Use a bench or step 16.25 in (41.3 cm) high.')).toBeInTheDocument();
  });

  it('asks for the demographics instead of Click to Begin when age or sex is missing', async () => {
    await renderProtocolScreen(<StepTestInstructionsScreen />, '/step-test/instructions', { user: { sex: 'MALE' } });
    expect(screen.queryByRole('link', { name: 'Click to Begin' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Please fill out the Demographic Form' })).toHaveAttribute(
      'href',
      '/parq?next=%2Fstep-test%2Finstructions',
    );
  });
});
