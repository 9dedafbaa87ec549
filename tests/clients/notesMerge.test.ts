// Notes and goals follow their sessions (decision 0147): the pure plans of a client merge and a session move over the
// 'clientNotes' entries as stored, with nothing dropped or cut, and a refusal where that cannot be kept.
import { describe, expect, it } from 'vitest';
import { planClientNotesMerge, planSessionNoteMove } from '@/clients/notesMerge';
import { NOTE_MAX_LENGTH } from '@/clients/reportNotes';

const IDS = { sourceId: 'alex', targetId: 'alexander' };

describe('a client merged into another', () => {
  it('takes the session notes, the note and the goals the target lacks; the source entry goes', () => {
    const source = {
      clientId: 'alex',
      note: 'Knee surgery 2024.',
      sessionNotes: { r1: 'Slept badly.' },
      goals: { pushups: 30 },
    };
    const target = { clientId: 'alexander', sessionNotes: { r9: 'Fine.' }, goals: { waist_circumference: 85 } };
    expect(planClientNotesMerge(source, target, IDS, 'Alex Test')).toEqual({
      kind: 'write',
      target: {
        clientId: 'alexander',
        note: 'Knee surgery 2024.',
        sessionNotes: { r9: 'Fine.', r1: 'Slept badly.' },
        goals: { waist_circumference: 85, pushups: 30 },
      },
      source: null,
    });
  });

  it("adds the source's note below the target's under its name, and writes a goal both have into it", () => {
    const plan = planClientNotesMerge(
      { note: 'No jumps.', goals: { pushups: 25, waist_circumference: 85 } },
      { note: 'Runs on Sundays.', goals: { pushups: 30, waist_circumference: 85 }, extra: 'kept' },
      IDS,
      'Alex Test',
    );
    expect(plan).toMatchObject({
      kind: 'write',
      target: {
        note: "Runs on Sundays.\n\nFrom Alex Test:\nNo jumps.\nAlex Test's goal: Pushups 25 pushups",
        goals: { pushups: 30, waist_circumference: 85 },
        extra: 'kept',
      },
    });
  });

  it('keeps a stored note it cannot show as it is (not cut), and a source without notes changes nothing', () => {
    const long = 'x'.repeat(NOTE_MAX_LENGTH + 5);
    expect(planClientNotesMerge({ note: long }, undefined, IDS, 'Alex')).toMatchObject({
      kind: 'write',
      target: { clientId: 'alexander', note: long },
    });
    expect(planClientNotesMerge(undefined, { note: 'a' }, IDS, 'Alex')).toEqual({ kind: 'unchanged' });
  });

  it('refuses when a joined note would be too long or an entry cannot be read', () => {
    const half = 'y'.repeat(NOTE_MAX_LENGTH / 2 + 1);
    const otherHalf = 'z'.repeat(NOTE_MAX_LENGTH / 2 + 1);
    expect(planClientNotesMerge({ note: half }, { note: otherHalf }, IDS, 'Alex')).toMatchObject({ kind: 'refused' });
    expect(planClientNotesMerge({ note: half }, { note: half }, IDS, 'Alex')).toMatchObject({ kind: 'write' });
    const sessions = planClientNotesMerge(
      { sessionNotes: { r1: half } },
      { sessionNotes: { r1: otherHalf } },
      IDS,
      'A',
    );
    expect(sessions).toMatchObject({ kind: 'refused' });
    expect(planClientNotesMerge('garbled', undefined, IDS, 'Alex')).toMatchObject({ kind: 'refused' });
    expect(planClientNotesMerge({ note: 'a' }, [1], IDS, 'Alex')).toMatchObject({ kind: 'refused' });
    expect(planClientNotesMerge({ sessionNotes: 'x' }, undefined, IDS, 'Alex')).toMatchObject({ kind: 'refused' });
    expect(planClientNotesMerge({ note: 42 }, undefined, IDS, 'Alex')).toMatchObject({ kind: 'refused' });
  });
});

describe('one session moved to another client', () => {
  const MOVE = { fromId: 'alex', toId: 'kim' };

  it("its note leaves the source's entry and joins the target's; everything else stays", () => {
    const from = { clientId: 'alex', note: 'Client note', sessionNotes: { r1: 'Moved note', r2: 'Stays' } };
    expect(planSessionNoteMove(from, undefined, MOVE, 'r1')).toEqual({
      kind: 'write',
      target: { schemaVersion: 1, clientId: 'kim', sessionNotes: { r1: 'Moved note' } },
      source: { clientId: 'alex', note: 'Client note', sessionNotes: { r2: 'Stays' } },
    });
    expect(planSessionNoteMove(from, { sessionNotes: { r1: 'Here' } }, MOVE, 'r1')).toMatchObject({
      target: { sessionNotes: { r1: 'Here\n\nMoved note' } },
    });
  });

  it('a session without a note moves nothing; unreadable entries refuse', () => {
    expect(planSessionNoteMove({ sessionNotes: { r2: 'a' } }, undefined, MOVE, 'r1')).toEqual({ kind: 'unchanged' });
    expect(planSessionNoteMove(undefined, undefined, MOVE, 'r1')).toEqual({ kind: 'unchanged' });
    expect(planSessionNoteMove({ sessionNotes: { r1: 'a' } }, 'garbled', MOVE, 'r1')).toMatchObject({
      kind: 'refused',
    });
    expect(planSessionNoteMove({ sessionNotes: 7 }, undefined, MOVE, 'r1')).toMatchObject({ kind: 'refused' });
  });
});
