// The router's failure page: a screen that throws shows 'Unexpected Application Error!' and the rest of the app lives on.
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { RouteErrorBoundary } from '@/app/RouteErrorBoundary';

function Broken(): never {
  throw new Error('kaboom');
}

describe('RouteErrorBoundary', () => {
  it('shows the failure page with the error message', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<RouteErrorBoundary resetKey="/a"><Broken /></RouteErrorBoundary>);
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('kaboom')).toBeInTheDocument();
    spy.mockRestore();
  });

  it('gives the next route a fresh start', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { rerender } = render(<RouteErrorBoundary resetKey="/a"><Broken /></RouteErrorBoundary>);
    rerender(<RouteErrorBoundary resetKey="/b"><p>fine</p></RouteErrorBoundary>);
    expect(screen.getByText('fine')).toBeInTheDocument();
    spy.mockRestore();
  });
});
