// /treadmill-protocols: the explanatory and safety text, the equipment, the demographics prompt, and the five
// protocol forms — each table printed from the calculators' data, each form reading its OWN input (decision 0011),
// its own range in the inline message (decision 0018), VO2 max = METs × 3.5 stored and the input cleared (spec §4).
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TREADMILL_PROTOCOL_LIST, type TreadmillProtocol } from '@/calculators/treadmillProtocols';
import { STOP_TEST_INDICATIONS } from '@/domain/stopTestIndications';
import { TreadmillProtocolsScreen } from '@/features/treadmill/TreadmillProtocolsScreen';
import { MAN_30, WOMAN_30, actorsWith, renderAt, storedUser } from './treadmillSupport';

const PATH = '/treadmill-protocols';
const section = (name: string) => screen.getByRole('region', { name });
/** A protocol's section, opened first: the protocols start collapsed and open one at a time (its inputs keep their text). */
const protocolSection = (name: string) => {
  const toggle = screen.getByRole('button', { name });
  if (toggle.getAttribute('aria-expanded') !== 'true') fireEvent.click(toggle);
  return section(name);
};
const stageField = (name: string) => within(protocolSection(name)).getByRole('spinbutton', { name: /^Final stage/ });
const submitIn = (name: string) => within(protocolSection(name)).queryByRole('button', { name: 'Submit' });

describe('TreadmillProtocolsScreen', () => {
  it('a grey Submit names the stage field until a stage is typed, and points to the message when it is out of range', async () => {
    await renderAt(<TreadmillProtocolsScreen />, PATH, { actors: actorsWith(WOMAN_30) });
    expect(submitIn('Bruce')).toHaveAccessibleDescription('To submit, fill in: Final stage (Bruce, 1-7).');
    fireEvent.change(stageField('Bruce'), { target: { value: '9' } });
    expect(submitIn('Bruce')).toHaveAccessibleDescription(
      'To submit, correct the entry whose message is shown beside it.',
    );
    fireEvent.change(stageField('Bruce'), { target: { value: '4' } });
    expect(submitIn('Bruce')).toBeEnabled();
    expect(submitIn('Bruce')).not.toHaveAttribute('aria-describedby');
  });

  it('explains the graded exercise test, when to use which protocol, and the safety procedures', async () => {
    await renderAt(<TreadmillProtocolsScreen />, PATH, { actors: actorsWith(WOMAN_30) });
    expect(screen.getByRole('heading', { level: 1, name: 'Treadmill Protocols' })).toBeInTheDocument();
    expect(screen.getByText(/A graded exercise test \(GXT\)/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Which protocol?' })).toBeInTheDocument();
    const safety = section('Safety procedures');
    for (const heading of [
      'Before the test: screening and contraindications',
      'Supervision',
      'Emergency plan',
      'Stop the test if',
    ]) {
      expect(within(safety).getByRole('heading', { name: heading })).toBeInTheDocument();
    }
    // The one list of the general indications every timed test shows (src/domain/stopTestIndications.ts).
    const stop = within(safety).getByRole('region', { name: 'Stop the test if' });
    for (const indication of STOP_TEST_INDICATIONS) {
      expect(within(stop).getByText(indication.text)).toBeInTheDocument();
    }
    expect(within(stop).getByText(/systolic above 250 mmHg or diastolic above 115 mmHg/)).toBeInTheDocument();
    expect(within(safety).getByText(/automated external defibrillator/)).toBeInTheDocument();
    expect(within(safety).getByText(/unstable angina/)).toBeInTheDocument();
  });

  it('lists the equipment: treadmill, treadmill with grade, stopwatch', async () => {
    await renderAt(<TreadmillProtocolsScreen />, PATH, { actors: actorsWith(WOMAN_30) });
    const checklist = screen.getByRole('group', { name: /What you need/ });
    expect(
      within(checklist)
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('name')),
    ).toEqual(['equipment-treadmill', 'equipment-treadmillDegrees', 'equipment-stopwatch']);
  });

  it.each(TREADMILL_PROTOCOL_LIST.map((p) => [p.name, p] as const))(
    "%s: the stage table is the calculators' data",
    async (name, protocol: TreadmillProtocol) => {
      await renderAt(<TreadmillProtocolsScreen />, PATH, { actors: actorsWith(WOMAN_30) });
      const table = within(protocolSection(name)).getByRole('table', { name: `${name} protocol stages` });
      const rows = within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
      expect(rows).toEqual(
        protocol.stages.map((s) => {
          const startSeconds = (s.stage - 1) * protocol.stageSeconds;
          const start = `${String(Math.floor(startSeconds / 60)).padStart(2, '0')}:${String(startSeconds % 60).padStart(2, '0')}`;
          return [String(s.stage), start, String(s.grade), s.speed.toFixed(1), String(s.mets)];
        }),
      );
      expect(within(protocolSection(name)).getByRole('link', { name: `Start the timer (${name})` })).toHaveAttribute(
        'href',
        protocol.id === 'bruce' ? '/treadmill-protocols/bruce' : `/treadmill-protocols/bruce?protocol=${protocol.id}`,
      );
    },
  );

  it('the Bruce table has the spec §4 rows (10 % 1.7 mph 5 METs … 22 % 6.0 mph 20 METs) and Modified Naughton stage 7 = 8, 13 = 14 METs', async () => {
    await renderAt(<TreadmillProtocolsScreen />, PATH, { actors: actorsWith(WOMAN_30) });
    const bruce = within(protocolSection('Bruce')).getAllByRole('row');
    expect(bruce).toHaveLength(8);
    expect(bruce[1]).toHaveTextContent('100:00101.75');
    expect(bruce[7]).toHaveTextContent('718:00226.020');
    const modifiedNaughton = within(protocolSection('Modified Naughton')).getAllByRole('row');
    expect(within(modifiedNaughton[7]!).getAllByRole('cell').at(-1)).toHaveTextContent('8');
    expect(within(modifiedNaughton[13]!).getAllByRole('cell').at(-1)).toHaveTextContent('14');
  });

  it('Bruce stage 8 shows the message naming 1-7 for Bruce, marks the field and keeps Submit disabled', async () => {
    await renderAt(<TreadmillProtocolsScreen />, PATH, { actors: actorsWith(WOMAN_30) });
    await userEvent.setup().type(stageField('Bruce'), '8');
    expect(
      within(protocolSection('Bruce')).getByText('Stage must be between 1 and 7 for the Bruce protocol'),
    ).toBeInTheDocument();
    expect(stageField('Bruce')).toHaveAttribute('aria-invalid', 'true');
    expect(stageField('Bruce')).toHaveAccessibleDescription(/Stage must be between 1 and 7 for the Bruce protocol/);
    expect(submitIn('Bruce')).toBeDisabled();
  });

  it.each([
    ['Modified Bruce', '10', 'Stage must be between 1 and 9 for the Modified Bruce protocol'],
    ['Naughton', '8', 'Stage must be between 1 and 7 for the Naughton protocol'],
    ['Modified Naughton', '14', 'Stage must be between 1 and 13 for the Modified Naughton protocol'],
    ['Ramp', '32', 'Stage must be between 1 and 31 for the Ramp protocol'],
    ['Ramp', '0', 'Stage must be between 1 and 31 for the Ramp protocol'],
    ['Bruce', '2.5', 'Stage must be between 1 and 7 for the Bruce protocol'],
  ])('%s stage %s: "%s"', async (name, typed, message) => {
    await renderAt(<TreadmillProtocolsScreen />, PATH, { actors: actorsWith(WOMAN_30) });
    await userEvent.setup().type(stageField(name), typed);
    expect(within(protocolSection(name)).getByText(message)).toBeInTheDocument();
    expect(submitIn(name)).toBeDisabled();
    // Only that form shows a message.
    expect(screen.getAllByText(/^Stage must be between/)).toHaveLength(1);
  });

  it('each stage field states its own range and bounds', async () => {
    await renderAt(<TreadmillProtocolsScreen />, PATH, { actors: actorsWith(WOMAN_30) });
    for (const protocol of TREADMILL_PROTOCOL_LIST) {
      const field = stageField(protocol.name);
      expect(field).toHaveAccessibleName(`Final stage (${protocol.name}, 1-${protocol.stages.length})`);
      expect(field).toHaveAttribute('min', '1');
      expect(field).toHaveAttribute('max', String(protocol.stages.length));
      expect(field).toHaveAttribute('step', '1');
    }
  });

  it('Ramp reads its own input: stage 20 → 8 METs → 28.0, with the Bruce field left empty', async () => {
    const actors = actorsWith(WOMAN_30);
    await renderAt(<TreadmillProtocolsScreen />, PATH, { actors });
    const user = userEvent.setup();
    await user.type(stageField('Ramp'), '20');
    expect(submitIn('Bruce')).toBeDisabled();
    await user.click(submitIn('Ramp')!);
    expect(storedUser(actors).vo2Max).toMatchObject({ vo2Max: 28, category: 'poor', test: 'Ramp treadmill protocol' });
    expect(
      within(protocolSection('Ramp')).getByText('Ramp stage 20: VO2 max 28.0 mL/kg/min (8 METs)'),
    ).toBeInTheDocument();
    expect(stageField('Ramp')).toHaveValue(null);
    expect(stageField('Bruce')).toHaveValue(null);
  });

  it('a typed Bruce stage is not what Ramp submits (each form its own input)', async () => {
    const actors = actorsWith(WOMAN_30);
    await renderAt(<TreadmillProtocolsScreen />, PATH, { actors });
    const user = userEvent.setup();
    await user.type(stageField('Bruce'), '7');
    await user.type(stageField('Ramp'), '31');
    await user.click(submitIn('Ramp')!);
    expect(storedUser(actors).vo2Max?.vo2Max).toBe(45.5); // Ramp 31 = 13 METs (Bruce 7 would be 20 METs = 70)
    expect(storedUser(actors).vo2Max?.test).toBe('Ramp treadmill protocol');
    expect(stageField('Bruce')).toHaveValue(7);
  });

  it('Bruce stage 4 for a woman of 30 → 13 METs → 45.5 → Excellent; the input clears; the panel links to #vo2', async () => {
    const actors = actorsWith(WOMAN_30);
    await renderAt(<TreadmillProtocolsScreen />, PATH, { actors });
    const user = userEvent.setup();
    await user.type(stageField('Bruce'), '4');
    await user.click(submitIn('Bruce')!);
    expect(storedUser(actors).vo2Max).toMatchObject({
      vo2Max: 45.5,
      category: 'excellent',
      test: 'Bruce treadmill protocol',
    });
    expect(storedUser(actors).rawVo2).toBe(2730);
    expect(screen.getByTestId('alert-banner')).toHaveTextContent('success: form submitted');
    expect(stageField('Bruce')).toHaveValue(null);
    const bruce = protocolSection('Bruce');
    expect(within(bruce).getByText('Bruce stage 4: VO2 max 45.5 mL/kg/min (13 METs)')).toBeInTheDocument();
    expect(within(bruce).getByRole('heading', { name: 'You are in the "Excellent" category' })).toBeInTheDocument();
    expect(within(bruce).getByText(/Bruce protocol, stage 4: 13 METs × 3.5/)).toBeInTheDocument();
    expect(within(bruce).getByRole('link', { name: /Compare your result/ })).toHaveAttribute('href', '/categories#vo2');
  });

  it("the same stage for a man of 30 uses the men's table (Bruce 4 → 45.5 → Good)", async () => {
    const actors = actorsWith(MAN_30);
    await renderAt(<TreadmillProtocolsScreen />, PATH, { actors });
    const user = userEvent.setup();
    await user.type(stageField('Bruce'), '4');
    await user.click(submitIn('Bruce')!);
    expect(storedUser(actors).vo2Max).toMatchObject({
      vo2Max: 45.5,
      category: 'good',
      test: 'Bruce treadmill protocol',
    });
  });

  it('Modified Naughton stage 13 → 14 METs → 49.0; only the latest submission shows its result', async () => {
    const actors = actorsWith(WOMAN_30);
    await renderAt(<TreadmillProtocolsScreen />, PATH, { actors });
    const user = userEvent.setup();
    await user.type(stageField('Bruce'), '2');
    await user.click(submitIn('Bruce')!);
    await user.type(stageField('Modified Naughton'), '13');
    await user.click(submitIn('Modified Naughton')!);
    expect(storedUser(actors).vo2Max?.vo2Max).toBe(49);
    expect(screen.getByText('Modified Naughton stage 13: VO2 max 49.0 mL/kg/min (14 METs)')).toBeInTheDocument();
    expect(screen.queryByText(/^Bruce stage 2/)).not.toBeInTheDocument();
    expect(screen.getAllByRole('heading', { name: /You are in the/ })).toHaveLength(1);
  });

  it.each([
    ['weight', { ...WOMAN_30, currentWeight: null }, 'Missing: weight.'],
    ['age and sex', { fname: 'A', lname: 'B', currentWeight: 70 }, 'Missing: sex, age.'],
  ])(
    'without %s: the prompt says so, before taking tests, in place of every Submit',
    async (_what, user, missingText) => {
      await renderAt(<TreadmillProtocolsScreen />, PATH, { actors: actorsWith(user) });
      expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
      expect(screen.getAllByText(missingText)).toHaveLength(6); // the page and each of the five forms
      const links = screen.getAllByRole('link', { name: 'Please fill out the Demographic Form' });
      expect(links[0]).toHaveAttribute('href', '/parq?next=%2Ftreadmill-protocols');
      expect(links[0]!.parentElement).toHaveTextContent('Please fill out the Demographic Form before taking tests');
      // The stage still validates while data is missing.
      await userEvent.setup().type(stageField('Naughton'), '9');
      expect(screen.getByText('Stage must be between 1 and 7 for the Naughton protocol')).toBeInTheDocument();
    },
  );
});
