// The offer of an interrupted countdown, for one client's timer and for the group grid's: what happened, where Resume
// continues, and Resume / Start over wired to the run.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { TimerResumeOffer } from '@/components/ProtocolResumeOffer';

const HOUR = 3_600_000;

function runOf(overdue: boolean) {
  return {
    resumeOffer: overdue ? ({ savedAt: Date.now() - 3 * HOUR } as never) : null,
    resumeOverdue: overdue,
    resumeElapsedMs: 95_000,
    resume: vi.fn(),
    startOver: vi.fn(),
  };
}

describe('TimerResumeOffer', () => {
  it("one client's timer: interrupted, Resume continues at the time kept with what it carries", () => {
    const run = runOf(false);
    render(<TimerResumeOffer testName="Chair stand timer" run={run} resumesWith=" with the count so far" />);
    expect(screen.getByRole('heading', { name: 'Unfinished Chair stand timer' })).toBeInTheDocument();
    expect(screen.getByRole('region')).toHaveTextContent(
      /This timer was interrupted \(the page was reloaded or closed\)\. Resume continues at 0?1:35 with the count so far\./,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Resume' }));
    expect(run.resume).toHaveBeenCalledTimes(1);
  });

  it("the group's timer says so, interrupted or set aside as overdue", () => {
    const { unmount } = render(<TimerResumeOffer testName="group timer" run={runOf(false)} group />);
    expect(
      screen.getByText(/^A group timer was interrupted \(the page was reloaded or closed\)\./),
    ).toBeInTheDocument();
    unmount();
    render(<TimerResumeOffer testName="group timer" run={runOf(true)} group />);
    expect(screen.getByRole('region')).toHaveTextContent(
      /This group timer was left running (about )?3 hours ago and was set aside\./,
    );
  });
});
