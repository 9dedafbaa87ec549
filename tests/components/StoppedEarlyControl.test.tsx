// "Ended early…": a reason is required, from the list or written in; the run is stopped only with one.
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StoppedEarlyControl } from '@/components/StoppedEarlyControl';

describe('StoppedEarlyControl', () => {
  it('stops with the chosen reason', async () => {
    const onStop = vi.fn();
    render(<StoppedEarlyControl onStop={onStop} />);
    await userEvent.click(screen.getByRole('button', { name: 'Ended early…' }));
    const stop = screen.getByRole('button', { name: 'Stop and keep the result' });
    expect(stop).toBeDisabled();
    await userEvent.selectOptions(screen.getByLabelText('Why was the test stopped?'), 'Dizziness');
    await userEvent.click(stop);
    expect(onStop).toHaveBeenCalledWith('Dizziness');
  });

  it('takes a written reason, and Back leaves the run going', async () => {
    const onStop = vi.fn();
    render(<StoppedEarlyControl onStop={onStop} />);
    await userEvent.click(screen.getByRole('button', { name: 'Ended early…' }));
    await userEvent.selectOptions(screen.getByLabelText('Why was the test stopped?'), 'Another reason');
    expect(screen.getByRole('button', { name: 'Stop and keep the result' })).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Reason'), '  Knee pain ');
    await userEvent.click(screen.getByRole('button', { name: 'Stop and keep the result' }));
    expect(onStop).toHaveBeenCalledWith('Knee pain');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('button', { name: 'Ended early…' })).toBeInTheDocument();
  });
});
