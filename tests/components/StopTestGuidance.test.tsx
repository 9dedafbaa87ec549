// The piece every timed test puts in its test-day display (decision 50): "Ended early…" while it runs and the general
// indications for stopping a test, in full in the page and in a few words in the full-screen layout; and the reason on
// a result form, given there or brought from the timer.
import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StopTestGuidance } from '@/components/StopTestGuidance';
import { StoppedEarlyReason } from '@/components/StoppedEarlyReason';
import { TestDayDisplay } from '@/components/TestDayDisplay';
import { STOP_TEST_INDICATIONS } from '@/domain/stopTestIndications';

function renderDisplay(onStoppedEarly = vi.fn(), running = true) {
  render(
    <TestDayDisplay
      title="12 minute run/walk"
      time="11:00"
      controls={<button type="button">Cancel</button>}
      guidance={<StopTestGuidance running={running} onStoppedEarly={onStoppedEarly} />}
    />,
  );
  return onStoppedEarly;
}

describe('StopTestGuidance in the test-day display', () => {
  it('shows every indication in full in the page, and each in a few words in full screen', async () => {
    renderDisplay();
    const inPage = screen.getByRole('region', { name: 'Stop the test if' });
    for (const { text } of STOP_TEST_INDICATIONS) expect(within(inPage).getByText(text)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Full screen' }));
    const full = screen.getByRole('region', { name: 'Stop the test if' });
    for (const { short } of STOP_TEST_INDICATIONS) expect(within(full).getByText(short)).toBeInTheDocument();
    expect(within(full).queryByText(STOP_TEST_INDICATIONS[0]!.text)).not.toBeInTheDocument();
  });

  it('stops the run with the reason from the full-screen layout', async () => {
    const onStoppedEarly = renderDisplay();
    await userEvent.click(screen.getByRole('button', { name: 'Full screen' }));
    await userEvent.click(screen.getByRole('button', { name: 'Ended early…' }));
    await userEvent.selectOptions(screen.getByLabelText('Why was the test stopped?'), 'Dizziness');
    await userEvent.click(screen.getByRole('button', { name: 'Stop and keep the result' }));
    expect(onStoppedEarly).toHaveBeenCalledWith('Dizziness');
  });

  it('offers "Ended early…" only while the test runs', () => {
    renderDisplay(vi.fn(), false);
    expect(screen.queryByRole('button', { name: 'Ended early…' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Stop the test if' })).toBeInTheDocument();
  });
});

describe('StoppedEarlyReason on a result form', () => {
  it('records a reason given on the form', async () => {
    const onChange = vi.fn();
    render(<StoppedEarlyReason reason={null} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Ended early…' }));
    await userEvent.selectOptions(screen.getByLabelText('Why was the test stopped?'), 'Leg cramps or claudication');
    await userEvent.click(screen.getByRole('button', { name: 'Record the reason' }));
    expect(onChange).toHaveBeenCalledWith('Leg cramps or claudication');
  });

  it('shows the reason brought from the timer, and can take it back', async () => {
    const onChange = vi.fn();
    render(<StoppedEarlyReason reason="Dizziness" onChange={onChange} />);
    expect(screen.getByTestId('stopped-early')).toHaveTextContent('Stopped early: Dizziness');
    await userEvent.click(screen.getByRole('button', { name: 'Not stopped early' }));
    expect(onChange).toHaveBeenCalledWith(null);
  });
});
