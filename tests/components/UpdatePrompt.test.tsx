// The update prompt (decision 0122): a polite status that offers a new version, and asks first while a timed run holds it.
import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { UpdatePrompt } from '@/components/UpdatePrompt';
import { actorsWithProfile, renderInApp } from '../support/renderWithApp';

describe('UpdatePrompt', () => {
  it('says nothing until a new version waits, then offers Reload; while a timed run holds it, Reload asks first', async () => {
    const actors = actorsWithProfile();
    await renderInApp(<UpdatePrompt />, { actors });
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toBeEmptyDOMElement();

    act(() => actors.update.send({ type: 'UPDATE_READY' }));
    expect(region).toHaveTextContent('A new version is ready –');
    act(() => actors.update.send({ type: 'HOLD', hold: 'timedRun' }));
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(region).toHaveTextContent(
      'A new version is ready. Reloading now would stop the timed test that is running.',
    );
    expect(screen.getByRole('button', { name: 'Reload anyway' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(actors.update.getSnapshot().matches({ ready: 'offered' })).toBe(true);
  });
});
