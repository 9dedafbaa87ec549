// The demographics form's optional date of birth (decision 0105): a labelled date input, the age it implies shown
// read-only beside it, an inline message naming the field, and the stored profile.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { DemographicsScreen } from '@/features/demographics/DemographicsScreen';
import { ErrorBanner } from '@/components/AppBanners';
import { DEMOGRAPHICS_MESSAGES } from '@/profile/validateDemographics';
import { renderScreen } from '../support/renderWithApp';
import { FAKE_DATE, onFakeClocks } from '../support/fakeClock';

function fill(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values))
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

const rest = {
  'First name': 'Sam',
  'Last name': 'Jones',
  'Weight (kg)': '80',
  'Goal weight (kg)': '80',
  'Height (cm)': '180',
};

describe('Demographics: date of birth', () => {
  onFakeClocks(FAKE_DATE, new Date(2026, 5, 15, 10)); // 15 June 2026, local

  it('is an optional date input with a label and a hint; the age follows it, read-only, and is stored', async () => {
    const { actors } = await renderScreen(<DemographicsScreen />, { route: '/parq' });
    const date = await screen.findByLabelText('Date of birth (optional)');
    expect(date).toHaveAttribute('type', 'date');
    expect(date).not.toBeRequired();
    expect(date).toHaveAccessibleDescription(/worked out for each session's date/);
    fill({ ...rest, 'Date of birth (optional)': '1996-06-16' });
    const age = screen.getByLabelText('Age (years)');
    expect(age).toHaveValue(29); // the birthday is tomorrow
    expect(age).toHaveAttribute('readonly');
    expect(age).toHaveAccessibleDescription('From the date of birth, on 15 Jun 2026.');
    fill({ 'Date of birth (optional)': '1996-06-15' });
    expect(age).toHaveValue(30);
    fireEvent.click(screen.getByRole('radio', { name: 'Male' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    // A name given to a blank profile is checked against the roster first (decision 0100): the store follows it.
    await waitFor(() =>
      expect(actors.profile.getSnapshot().context.user).toMatchObject({ dateOfBirth: '1996-06-15', age: 30 }),
    );
  });

  it('without a date of birth the age is typed as before; clearing the date makes it editable again', async () => {
    const { actors } = await renderScreen(<DemographicsScreen />, { route: '/parq' });
    await screen.findByLabelText('Date of birth (optional)');
    fill({ ...rest, 'Date of birth (optional)': '1996-06-15' });
    fill({ 'Date of birth (optional)': '' });
    const age = screen.getByLabelText('Age (years)');
    expect(age).not.toHaveAttribute('readonly');
    fill({ 'Age (years)': '41' });
    fireEvent.click(screen.getByRole('radio', { name: 'Female' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    // A name given to a blank profile is checked against the roster first (decision 0100): the store follows it.
    await waitFor(() =>
      expect(actors.profile.getSnapshot().context.user).toMatchObject({ dateOfBirth: null, age: 41 }),
    );
  });

  it.each([
    ['2026-06-16', DEMOGRAPHICS_MESSAGES.dateOfBirthFuture],
    ['2010-01-01', DEMOGRAPHICS_MESSAGES.dateOfBirthAge],
    ['1896-06-15', DEMOGRAPHICS_MESSAGES.dateOfBirthAge],
  ])(
    '%s: an inline message on the field, the banner on submit, the field focused and nothing stored',
    async (dateOfBirth, message) => {
      const { actors } = await renderScreen(
        <>
          <ErrorBanner />
          <DemographicsScreen />
        </>,
        { route: '/parq' },
      );
      await screen.findByLabelText('Date of birth (optional)');
      fill({ ...rest, 'Age (years)': '30', 'Date of birth (optional)': dateOfBirth });
      const date = screen.getByLabelText('Date of birth (optional)');
      expect(date).toHaveAttribute('aria-invalid', 'true');
      expect(date).toHaveAccessibleDescription(new RegExp(message));
      fireEvent.click(screen.getByRole('radio', { name: 'Male' }));
      fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(message);
      expect(date).toHaveFocus();
      expect(actors.profile.getSnapshot().context.user.fname).toBeNull();
    },
  );

  it('a stored date of birth shows again with the age it gives', async () => {
    await renderScreen(<DemographicsScreen />, {
      route: '/parq',
      user: {
        fname: 'Sam',
        lname: 'Jones',
        dateOfBirth: '1996-06-15',
        age: 30,
        sex: 'MALE',
        currentWeight: 80,
        goalWeight: 80,
        height: 180,
      },
    });
    expect(await screen.findByLabelText('Date of birth (optional)')).toHaveValue('1996-06-15');
    expect(screen.getByLabelText('Age (years)')).toHaveValue(30);
  });
});
