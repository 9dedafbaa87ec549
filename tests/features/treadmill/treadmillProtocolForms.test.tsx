// Each of the five protocol forms on /treadmill-protocols: a stage past its own table names its own range and keeps
// Submit off; a stage in range gives METs × 3.5, stored under the protocol's name, shown, and the input cleared.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TreadmillProtocolsScreen } from '@/features/treadmill/TreadmillProtocolsScreen';
import { WOMAN_30, actorsWith, renderAt, storedUser } from './treadmillSupport';

const PATH = '/treadmill-protocols';
/** A protocol's section, opened first (the protocols start collapsed). */
function protocolSection(name: string) {
  const toggle = screen.getByRole('button', { name });
  if (toggle.getAttribute('aria-expanded') !== 'true') fireEvent.click(toggle);
  return screen.getByRole('region', { name });
}

describe('the five protocol forms', () => {
  it.each([
    ['Bruce', '8', 'Stage must be between 1 and 7 for the Bruce protocol', '4', 45.5, '45.5', 13],
    ['Modified Bruce', '10', 'Stage must be between 1 and 9 for the Modified Bruce protocol', '9', 70, '70.0', 20],
    ['Naughton', '8', 'Stage must be between 1 and 7 for the Naughton protocol', '7', 28, '28.0', 8],
    [
      'Modified Naughton',
      '14',
      'Stage must be between 1 and 13 for the Modified Naughton protocol',
      '13',
      49,
      '49.0',
      14,
    ],
    ['Ramp', '32', 'Stage must be between 1 and 31 for the Ramp protocol', '20', 28, '28.0', 8],
  ] as const)(
    '%s: stage %s names its own range; a stage in range is stored with its VO2 max',
    async (name, wrong, message, stage, vo2, shown, mets) => {
      const actors = actorsWith(WOMAN_30);
      await renderAt(<TreadmillProtocolsScreen />, PATH, { actors });
      const user = userEvent.setup();
      const section = within(protocolSection(name));
      const field = section.getByRole('spinbutton', { name: /^Final stage/ });
      await user.type(field, wrong);
      expect(section.getByText(message)).toBeInTheDocument();
      expect(section.getByRole('button', { name: 'Submit' })).toBeDisabled();
      await user.clear(field);
      await user.type(field, stage);
      await user.click(section.getByRole('button', { name: 'Submit' }));
      expect(storedUser(actors).vo2Max).toMatchObject({ vo2Max: vo2, test: `${name} treadmill protocol` });
      expect(
        section.getByText(`${name} stage ${stage}: VO2 max ${shown} mL/kg/min (${mets} METs)`),
      ).toBeInTheDocument();
      expect(field).toHaveValue(null);
      expect(screen.getByTestId('alert-banner')).toHaveTextContent('success: form submitted');
    },
  );
});
