// The router's failure page: a screen that throws shows 'Unexpected Application Error!' and the rest of the app lives on.
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { RouteErrorBoundary } from '@/app/RouteErrorBoundary';
import { SCREEN_FAILED_ADVICE } from '@/domain/errorMessages';

function Broken(): never {
  throw new Error('kaboom');
}

describe('RouteErrorBoundary', () => {
  it('shows the failure page with the error message', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <RouteErrorBoundary resetKey="/a">
        <Broken />
      </RouteErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    // Plain words on what to do, the error's own text under "Technical detail" (decision 0071).
    expect(screen.getByText(SCREEN_FAILED_ADVICE)).toBeInTheDocument();
    expect(screen.getByText('Technical detail').tagName).toBe('SUMMARY');
    expect(screen.getByText('kaboom')).toBeInTheDocument();
    spy.mockRestore();
  });

  it('gives the next route a fresh start', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { rerender } = render(
      <RouteErrorBoundary resetKey="/a">
        <Broken />
      </RouteErrorBoundary>,
    );
    rerender(
      <RouteErrorBoundary resetKey="/b">
        <p>fine</p>
      </RouteErrorBoundary>,
    );
    expect(screen.getByText('fine')).toBeInTheDocument();
    spy.mockRestore();
  });
});
