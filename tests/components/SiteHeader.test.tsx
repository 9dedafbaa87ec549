// The header menu: the Menu button toggles the navigation, and choosing a link closes it.
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { SiteHeader, isNavGroup, type NavEntry } from '@/components/SiteHeader';
import { NAVIGATION } from '@/app/navigation';

const allLinks = (entries: readonly NavEntry[]): string[] =>
  entries.flatMap((e) => (isNavGroup(e) ? allLinks(e.items) : [e.label]));

describe('SiteHeader', () => {
  it('has every menu entry of the issue (and Group Test)', () => {
    expect(allLinks(NAVIGATION)).toEqual([
      'Demographics',
      'Body Circumferences',
      'Blood Pressure',
      'Resting Heart Rate',
      'Skinfold Sites',
      'Group Test',
      'Pushups',
      'Bench Press',
      'Grip Strength',
      'Leg Press',
      'Muscular Fitness',
      'McArdle Step Test',
      'Field Tests',
      'Treadmill Protocols',
      'Sit & Reach',
      'Senior Fitness Test',
      'Clients',
      'Current Session',
      'Past Sessions',
      'Fitness Categories',
      'Exercise Intensity',
    ]);
  });

  it('every test is two taps from the menu: its group (one disclosure), then the link', () => {
    render(
      <MemoryRouter>
        <SiteHeader navigation={NAVIGATION} />
      </MemoryRouter>,
    );
    const nav = screen.getByRole('navigation', { name: 'Main' });
    for (const name of ['Pushups', 'Bench Press', 'McArdle Step Test', 'Field Tests', 'Sit & Reach', 'Group Test']) {
      const link = within(nav).getByRole('link', { name });
      const disclosures: string[] = [];
      for (let el = link.parentElement; el && el !== nav; el = el.parentElement)
        if (el.tagName === 'DETAILS') disclosures.push(el.querySelector('summary')?.textContent ?? '');
      expect(disclosures, name).toEqual(['Tests']);
    }
    // The sub-groups still name their tests: Pushups is listed under "Muscular Endurance".
    expect(within(nav).getByRole('list', { name: 'Muscular Endurance' })).toContainElement(
      within(nav).getByRole('link', { name: 'Pushups' }),
    );
  });

  it('Menu toggles the navigation and a chosen link closes it', () => {
    render(
      <MemoryRouter>
        <SiteHeader navigation={NAVIGATION} />
      </MemoryRouter>,
    );
    const button = screen.getByRole('button', { name: 'Menu' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(nav).toHaveClass('open');
    fireEvent.click(screen.getByRole('link', { name: 'Past Sessions' }));
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(nav).not.toHaveClass('open');
  });
});
