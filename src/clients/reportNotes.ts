// What a coach adds to a client's report: a note on the client, a note per session, a goal per measure,
// and the coach's (or business's) name and logo printed on every report. The limits and the reading of each stored
// entry, field by field: a field that cannot be read is named in `unreadable` and left in storage as it is (the
// writes in src/storage/reportNotesStore.ts change only the field they are given). Pure.
import * as v from 'valibot';
import { GOAL_MAX, goalDirection } from './goals';
import type { MeasureField } from './historyMeasures';

/** The longest note (a client's, a session's) the forms take and a stored note may be. */
export const NOTE_MAX_LENGTH = 2000;
/** The longest coach or business name. */
export const COACH_NAME_MAX_LENGTH = 120;
/** The image types a logo may be, and its largest file size (a logo is small; it is kept in the browser). */
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type LogoType = (typeof LOGO_TYPES)[number];
export const LOGO_MAX_BYTES = 200_000;
/** A data URL of LOGO_MAX_BYTES: base64 takes 4 characters per 3 bytes, plus its short prefix. */
export const LOGO_MAX_DATA_URL_LENGTH = Math.ceil(LOGO_MAX_BYTES / 3) * 4 + 40;

export const CLIENT_NOTES_SCHEMA_VERSION = 1;

export interface ClientNotes {
  readonly clientId: string;
  /** The note on the client ('' when none). */
  readonly note: string;
  /** Notes by session record id (the session's recordId, which survives export and import). */
  readonly sessionNotes: Readonly<Record<string, string>>;
  /** Goals by measure, metric (as records are stored). */
  readonly goals: Readonly<Partial<Record<MeasureField, number>>>;
  /** What was stored but could not be read ('the note', 'the goal for pushups' …): kept in storage, not shown. */
  readonly unreadable: readonly string[];
}

export function emptyClientNotes(clientId: string): ClientNotes {
  return { clientId, note: '', sessionNotes: {}, goals: {}, unreadable: [] };
}

const NoteText = v.pipe(v.string(), v.maxLength(NOTE_MAX_LENGTH));
const GoalValue = v.pipe(v.number(), v.finite(), v.gtValue(0), v.maxValue(GOAL_MAX));

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** One client's stored notes, read field by field; `row` undefined = nothing stored yet. */
export function readClientNotes(row: unknown, clientId: string): ClientNotes {
  if (row === undefined) return emptyClientNotes(clientId);
  if (!isRecord(row)) return { ...emptyClientNotes(clientId), unreadable: ['the notes and goals'] };
  const unreadable: string[] = [];
  let note = '';
  if (row.note !== undefined) {
    const read = v.safeParse(NoteText, row.note);
    if (read.success) note = read.output;
    else unreadable.push('the note on the client');
  }
  const sessionNotes: Record<string, string> = {};
  if (row.sessionNotes !== undefined) {
    if (!isRecord(row.sessionNotes)) unreadable.push('the session notes');
    else {
      for (const [recordId, text] of Object.entries(row.sessionNotes)) {
        const read = v.safeParse(NoteText, text);
        if (read.success) sessionNotes[recordId] = read.output;
        else unreadable.push('a session note');
      }
    }
  }
  const goals: Partial<Record<MeasureField, number>> = {};
  if (row.goals !== undefined) {
    if (!isRecord(row.goals)) unreadable.push('the goals');
    else {
      for (const [field, value] of Object.entries(row.goals)) {
        const read = v.safeParse(GoalValue, value);
        if (read.success && goalDirection(field as MeasureField)) goals[field as MeasureField] = read.output;
        else unreadable.push(`the goal for ${field.slice(0, 40)}`);
      }
    }
  }
  return { clientId, note, sessionNotes, goals, unreadable };
}

export interface CoachLogo {
  readonly type: LogoType;
  /** `data:<type>;base64,…` */
  readonly dataUrl: string;
}

export interface CoachSettings {
  /** The coach's or business's name, trimmed; '' when none. */
  readonly name: string;
  readonly logo: CoachLogo | null;
  readonly unreadable: readonly string[];
}

export const NO_COACH_SETTINGS: CoachSettings = { name: '', logo: null, unreadable: [] };

const CoachName = v.pipe(v.string(), v.maxLength(COACH_NAME_MAX_LENGTH));
const LogoSchema = v.pipe(
  v.object({ type: v.picklist(LOGO_TYPES), dataUrl: v.pipe(v.string(), v.maxLength(LOGO_MAX_DATA_URL_LENGTH)) }),
  v.check((logo) => logo.dataUrl.startsWith(`data:${logo.type};base64,`)),
);

/** The stored coach settings, field by field; `row` undefined = none set. */
export function readCoachSettings(row: unknown): CoachSettings {
  if (row === undefined) return NO_COACH_SETTINGS;
  if (!isRecord(row)) return { ...NO_COACH_SETTINGS, unreadable: ["the coach's name and logo"] };
  const unreadable: string[] = [];
  let name = '';
  if (row.name !== undefined) {
    const read = v.safeParse(CoachName, row.name);
    if (read.success) name = read.output.trim();
    else unreadable.push("the coach's name");
  }
  let logo: CoachLogo | null = null;
  if (row.logo !== undefined && row.logo !== null) {
    const read = v.safeParse(LogoSchema, row.logo);
    if (read.success) logo = read.output;
    else unreadable.push('the logo');
  }
  return { name, logo, unreadable };
}

/** Why a chosen logo file is refused, or null when it may be kept. */
export function logoFileProblem(file: { type: string; size: number }): string | null {
  if (!(LOGO_TYPES as readonly string[]).includes(file.type)) return 'The logo must be a PNG, JPEG or WebP image.';
  if (file.size > LOGO_MAX_BYTES) return `The logo is too large: at most ${LOGO_MAX_BYTES / 1000} kB.`;
  return null;
}

/** 'The note on the client and a session note could not be read: they are kept as stored.' */
export function unreadableText(unreadable: readonly string[]): string | null {
  if (unreadable.length === 0) return null;
  const list =
    unreadable.length === 1 ? unreadable[0] : `${unreadable.slice(0, -1).join(', ')} and ${unreadable.at(-1)}`;
  return `${list ? list[0]?.toUpperCase() + list.slice(1) : ''} could not be read: kept as stored, not shown.`;
}
