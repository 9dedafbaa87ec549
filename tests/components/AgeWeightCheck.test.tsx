// The age and weight check (decision 0105): shown in place of Begin when due, with the current values editable,
// 'last tested {date}', a Confirm button; a confirmed or corrected value is stored and Begin comes back.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { AgeWeightCheck } from '@/components/AgeWeightCheck';
import { ErrorBanner } from '@/components/AppBanners';
import { DEMOGRAPHICS_MESSAGES } from '@/profile/validateDemographics';
import type { UserProfile } from '@/profile/profileTypes';
import { renderScreen } from '../support/renderWithApp';

const check = vi.hoisted(() => ({ due: true, confirmed: 0 }));
// The roster is the hook's business (and the e2e test's): here it says 'due' until confirmed, like the real one.
vi.mock('@/state/records/useAgeWeightCheck', async () => {
  const { useState } = await import('react');
  return {
    useAgeWeightCheck: () => {
      const [confirmed, setConfirmed] = useState(false);
      return {
        due: check.due && !confirmed,
        lastTestDate: new Date(2026, 0, 10, 12).toISOString(),
        confirm: () => {
          check.confirmed += 1;
          setConfirmed(true);
        },
      };
    },
  };
});

const client: Partial<UserProfile> = {
  fname: 'Sam',
  lname: 'Jones',
  age: 29,
  sex: 'MALE',
  currentWeight: 80,
  goalWeight: 80,
  height: 180,
};
const begin = <a href="#/pushups">Click to Begin</a>;

describe('AgeWeightCheck', () => {
  afterEach(() => {
    check.due = true;
    check.confirmed = 0;
  });

  it('asks with the current values and the last test date instead of Begin; Confirm stores and lets the test begin', async () => {
    const { actors } = await renderScreen(<AgeWeightCheck>{begin}</AgeWeightCheck>, { user: client });
    const region = await screen.findByRole('region', { name: 'Confirm age and weight before testing' });
    expect(region).toHaveTextContent('Last tested 10 Jan 2026');
    expect(screen.queryByRole('link', { name: 'Click to Begin' })).toBeNull();
    expect(screen.getByLabelText('Age (years)')).toHaveValue(29);
    expect(screen.getByLabelText('Weight (kg)')).toHaveValue(80);
    fireEvent.change(screen.getByLabelText('Age (years)'), { target: { value: '30' } });
    fireEvent.change(screen.getByLabelText('Weight (kg)'), { target: { value: '83.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(actors.profile.getSnapshot().context.user).toMatchObject({ age: 30, currentWeight: 83.5 });
    expect(check.confirmed).toBe(1);
    expect(await screen.findByRole('link', { name: 'Click to Begin' })).toBeInTheDocument();
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('refuses an age outside the form limits with the age message, focusing the field', async () => {
    await renderScreen(
      <>
        <ErrorBanner />
        <AgeWeightCheck>{begin}</AgeWeightCheck>
      </>,
      { user: client },
    );
    const age = await screen.findByLabelText('Age (years)');
    fireEvent.change(age, { target: { value: '150' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(DEMOGRAPHICS_MESSAGES.age);
    expect(age).toHaveFocus();
    expect(check.confirmed).toBe(0);
  });

  it('shows Begin when not due', async () => {
    check.due = false;
    await renderScreen(<AgeWeightCheck>{begin}</AgeWeightCheck>, { user: client });
    expect(await screen.findByRole('link', { name: 'Click to Begin' })).toBeInTheDocument();
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('a client with a date of birth is never asked', async () => {
    await renderScreen(<AgeWeightCheck>{begin}</AgeWeightCheck>, { user: { ...client, dateOfBirth: '1996-06-15' } });
    expect(await screen.findByRole('link', { name: 'Click to Begin' })).toBeInTheDocument();
  });
});
