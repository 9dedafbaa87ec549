// The error and alert banners (decision 0071): the plain message is what is announced; the technical detail is one
// keyboard step away under "Technical detail", closed at first, and a screen reader finds it as a disclosure.
import { describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AlertBanner, ErrorBanner } from '@/components/AppBanners';
import { actorsWithProfile, renderInApp } from '../support/renderWithApp';

const MESSAGE =
  'The session was not saved. This browser blocked saving: another tab is using a newer version of the app.';
const DETAIL = 'VersionError: The requested version (7) is less than the existing version (8).';

describe('ErrorBanner', () => {
  it('announces only the plain message; the detail is the next Tab stop and opens', async () => {
    const actors = actorsWithProfile();
    await renderInApp(<ErrorBanner />, { actors });
    act(() => {
      actors.profile.send({ type: 'ERROR', message: MESSAGE, detail: DETAIL, origin: 'save' });
    });

    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGE);
    expect(screen.getByRole('alert')).not.toHaveTextContent(DETAIL);
    // A native disclosure: <details> is a group, its <summary> the control that opens it.
    const group = screen.getByRole('group');
    const summary = within(group).getByText('Technical detail');
    expect(summary.tagName).toBe('SUMMARY');
    expect(group).not.toHaveAttribute('open');
    expect(screen.getByText(DETAIL)).not.toBeVisible();

    const user = userEvent.setup();
    await user.tab();
    expect(summary).toHaveFocus();
    // jsdom does not run the browser's Enter/Space activation of <summary> (the e2e in Chromium presses Enter); a click
    // is the same activation.
    await user.click(summary);
    expect(group).toHaveAttribute('open');
    expect(screen.getByText(DETAIL)).toBeVisible();
  });

  it('shows no disclosure when there is no detail, and the dismiss clears both', async () => {
    const actors = actorsWithProfile();
    await renderInApp(<ErrorBanner />, { actors });
    act(() => {
      actors.profile.send({ type: 'ERROR', message: 'Age Is Outside Of Acceptable Bounds', origin: 'form' });
    });
    expect(screen.queryByText('Technical detail')).not.toBeInTheDocument();
    act(() => {
      actors.profile.send({ type: 'ERROR', message: MESSAGE, detail: DETAIL, origin: 'save' });
    });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Dismiss error' }));
    expect(actors.profile.getSnapshot().context).toMatchObject({ error: null, errorDetail: null });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('AlertBanner', () => {
  it('keeps the `type: message` form and offers a detail when the alert has one', async () => {
    const actors = actorsWithProfile();
    await renderInApp(<AlertBanner />, { actors });
    act(() => {
      actors.alert.send({ type: 'SHOW', alertType: 'warning', message: 'export a backup', detail: DETAIL });
    });
    expect(screen.getByTestId('alert-banner')).toHaveTextContent(/^warning: export a backup/);
    expect(within(screen.getByTestId('alert-banner')).getByText('Technical detail').tagName).toBe('SUMMARY');
  });
});
