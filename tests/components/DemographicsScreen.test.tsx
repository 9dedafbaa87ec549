// The demographics form as a component: messages in the error banner, Submit → Update, next steps, onward navigation.
import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { DemographicsScreen } from '@/features/demographics/DemographicsScreen';
import { ErrorBanner } from '@/components/AppBanners';
import { renderScreen } from '../support/renderWithApp';
import { onFreshStores } from '../support/freshStores';
import { emptyProfile } from '@/profile/profileTypes';

// Each case on its own device: a name saved by one case would be "a client of that name" in the next (decision 0100).
onFreshStores();

function fill(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values))
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

const valid = {
  'First name': 'Ada',
  'Last name': 'Lovelace',
  'Age (years)': '30',
  'Weight (kg)': '80',
  'Goal weight (kg)': '82',
  'Height (cm)': '180',
};

describe('DemographicsScreen', () => {
  it('stores a valid submission, shows the alert, switches to Update and shows the next steps', async () => {
    const { actors } = await renderScreen(<DemographicsScreen />, { route: '/parq' });
    await screen.findByRole('heading', { name: 'Demographics' });
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    fill(valid);
    fireEvent.click(screen.getByRole('radio', { name: 'Male' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    // A new name is checked against the client list first (decision 0100), so it applies once that list is read.
    await waitFor(() =>
      expect(actors.profile.getSnapshot().context.user).toMatchObject({
        fname: 'Ada',
        age: 30,
        sex: 'MALE',
        bodyWeightGoal: 'gain',
        hrMax: 191,
      }),
    );
    expect(actors.alert.getSnapshot().context).toMatchObject({
      alertType: 'success',
      message: 'form submitted',
      detail: null,
    });
    expect(await screen.findByRole('button', { name: 'Update' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Next steps' })).toBeInTheDocument();
  });

  it('shows the specification message in the error banner and keeps what was typed', async () => {
    await renderScreen(
      <>
        <ErrorBanner />
        <DemographicsScreen />
      </>,
      { route: '/parq' },
    );
    await screen.findByRole('heading', { name: 'Demographics' });
    fill({ ...valid, 'Age (years)': '17' });
    fireEvent.click(screen.getByRole('radio', { name: 'Female' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Age Is Outside Of Acceptable Bounds');
    expect(screen.getByLabelText('First name')).toHaveValue('Ada');
  });

  it('goes on to the ?next= target after a successful submit', async () => {
    await renderScreen(<DemographicsScreen />, { route: '/parq', path: '/parq?next=/pushups/instructions' });
    await screen.findByRole('heading', { name: 'Demographics' });
    fill(valid);
    fireEvent.click(screen.getByRole('radio', { name: 'Female' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    // After the client list is read: the stand-in of every other path names where the form went.
    expect(await screen.findByTestId('elsewhere', undefined, { timeout: 5000 })).toHaveTextContent(
      '/pushups/instructions',
    );
  });

  it('keeps what is being typed when the open profile is given its first session, and not when another client opens', async () => {
    const { actors } = await renderScreen(<DemographicsScreen />, { route: '/parq' });
    act(() => actors.profile.send({ type: 'REPLACE_PROFILE', user: emptyProfile('uid-first') }));
    await screen.findByRole('heading', { name: 'Demographics' });
    fill({ 'First name': 'Ada' });
    // The roster starting (here or in another tab) gives the same, still empty profile its client id and session.
    act(() =>
      actors.profile.send({
        type: 'REPLACE_PROFILE',
        user: { ...emptyProfile('client-1'), sessionId: 'session-1' },
      }),
    );
    expect(screen.getByLabelText('First name')).toHaveValue('Ada');
    // Another client opened: the form shows that client, never what was typed for the previous one.
    act(() =>
      actors.profile.send({
        type: 'REPLACE_PROFILE',
        user: { ...emptyProfile('client-2'), sessionId: 'session-2', fname: 'Sam', lname: 'Jones' },
      }),
    );
    expect(screen.getByLabelText('First name')).toHaveValue('Sam');
  });
});
