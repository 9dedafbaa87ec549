// Valibot schemas for saved session records: a strict one for what this app writes, and a tolerant one
// that every record read from the database or from a backup goes through (see docs/storage.md).
import * as v from 'valibot';
import { storedMeasuredBodyFatReadable, storedValueInBounds } from '@/profile/sessionRecordLimits';
import { bodyFatMethodOf } from '@/domain/bodyFatMethods';
import { readFieldTestResults, type FieldTestResult } from '@/profile/fieldTestResults';
import { readSeniorResults, type SeniorResult } from '@/profile/seniorFitnessResults';
import {
  SESSION_NUMBER_FIELDS,
  type NewSessionRecord,
  type SessionNumberField,
  type StoredSessionRecord,
} from '@/profile/sessionRecord';

function entriesFor<K extends string, S>(keys: readonly K[], schema: S): { [P in K]: S } {
  return Object.fromEntries(keys.map((key) => [key, schema])) as { [P in K]: S };
}

// ---------------------------------------------------------------------------------------------------------
// Writing: exactly what sessionRecordFromProfile produces. Every field present, numbers finite or null.

const WriteNumber = v.nullable(v.pipe(v.number('must be a number'), v.finite('must be a finite number')));

/** A new record as this app writes it: no key, no unknown fields, no undefined. */
export const NewSessionRecordSchema = v.strictObject({
  date: v.pipe(v.string('must be text'), v.isoTimestamp('must be an ISO date-time')),
  name: v.nullable(v.pipe(v.string('must be text'), v.trim(), v.nonEmpty('must not be empty'))),
  sex: v.nullable(v.picklist(['MALE', 'FEMALE'], 'must be MALE or FEMALE')),
  activity_level: v.nullable(v.string('must be text')),
  ...entriesFor(SESSION_NUMBER_FIELDS, WriteNumber),
  // decision 0080: the client fields are optional so a record built without a client still validates.
  clientId: v.optional(v.nullable(v.pipe(v.string('must be text'), v.nonEmpty('must not be empty')))),
  recordId: v.optional(v.nullable(v.pipe(v.string('must be text'), v.nonEmpty('must not be empty')))),
  vo2MaxTest: v.optional(v.nullable(v.string('must be text'))),
  vo2MaxStoppedEarly: v.optional(v.nullable(v.string('must be text'))),
  updatedAt: v.optional(v.nullable(v.pipe(v.string('must be text'), v.isoTimestamp('must be an ISO date-time')))),
  // decision 0101, decision 0102: the records model's marker and the date of an edit on purpose.
  measuredOnly: v.optional(v.nullable(v.boolean('must be true or false'))),
  editedAt: v.optional(v.nullable(v.pipe(v.string('must be text'), v.isoTimestamp('must be an ISO date-time')))),
  // decision 0151: a body fat measured another way and its method (null when not entered in the session).
  measuredBodyFat: v.optional(WriteNumber),
  measuredBodyFatMethod: v.optional(
    v.nullable(
      v.pipe(
        v.string('must be text'),
        v.check((method) => bodyFatMethodOf(method) === method, 'must be a body-fat method'),
      ),
    ),
  ),
  // decision 0181: the session's field tests, each entry checked as the profile's are.
  fieldTests: v.optional(
    v.nullable(
      v.custom<FieldTestResult[]>(
        (value) => readFieldTestResults(value) !== undefined,
        'must be a list of field tests with their results',
      ),
    ),
  ),
  // decision 47: the Senior Fitness Test items, each entry checked as the profile's are.
  seniorFitness: v.optional(
    v.nullable(
      v.custom<SeniorResult[]>(
        (value) => readSeniorResults(value) !== undefined,
        'must be a list of Senior Fitness Test items with their scores',
      ),
    ),
  ),
});

// ---------------------------------------------------------------------------------------------------------
// Reading: tolerant of what an older version of the app (the predecessor, same database) may have left.
// - a missing field, undefined or '' reads as null;
// - a number stored as numeric text ('72', ' 81.5 ') reads as that number;
// - sex is compared without case ('male' reads as 'MALE');
// - a Date object (or a time value in ms) as date reads as its ISO date-time; other date text is kept as is;
// - unknown fields are dropped.
// Anything else of the wrong type makes the whole row invalid: it is skipped and counted, never thrown.

const emptyTextToNull = (value: string): string | null => (value === '' ? null : value);

const ReadNumber = v.nullish(
  v.union(
    [
      v.pipe(v.number(), v.finite()),
      v.pipe(
        v.string(),
        v.trim(),
        v.transform((text) => (text === '' ? null : Number(text))),
        v.check((value) => value === null || Number.isFinite(value), 'must be numeric text'),
      ),
    ],
    'must be a number, numeric text or null',
  ),
  null,
);

const ReadText = v.nullish(v.pipe(v.string('must be text or null'), v.trim(), v.transform(emptyTextToNull)), null);

const ReadSex = v.nullish(
  v.pipe(
    v.string('must be MALE, FEMALE or null'),
    v.trim(),
    v.toUpperCase(),
    v.transform(emptyTextToNull),
    v.check((value) => value === null || value === 'MALE' || value === 'FEMALE', 'must be MALE, FEMALE or null'),
    v.transform((value) => value as 'MALE' | 'FEMALE' | null),
  ),
  null,
);

const ReadDate = v.union(
  [
    v.pipe(v.string(), v.trim(), v.nonEmpty()),
    v.pipe(
      v.date(),
      v.check((date) => !Number.isNaN(date.getTime())),
      v.transform((date) => date.toISOString()),
    ),
    v.pipe(
      v.number(),
      v.check((ms) => Number.isFinite(ms) && !Number.isNaN(new Date(ms).getTime())),
      v.transform((ms) => new Date(ms).toISOString()),
    ),
  ],
  'must be a date',
);

/** A positive whole number: the auto-increment key (or a predecessor's explicit numeric key). */
export const SessionKeySchema = v.pipe(
  v.number('must be a number'),
  v.safeInteger('must be a whole number'),
  v.minValue(1, 'must be 1 or more'),
);

/** A record as read from the database or a backup, normalised to StoredSessionRecord. */
export const StoredSessionRecordSchema = v.object({
  timestamp: SessionKeySchema,
  date: ReadDate,
  name: ReadText,
  sex: ReadSex,
  activity_level: ReadText,
  ...entriesFor(SESSION_NUMBER_FIELDS, ReadNumber),
  // decision 0080: absent on a predecessor's record (it reads as absent, and grouping gives it a client later).
  clientId: v.optional(ReadText),
  recordId: v.optional(ReadText),
  vo2MaxTest: v.optional(ReadText),
  vo2MaxStoppedEarly: v.optional(ReadText),
  updatedAt: v.optional(ReadText),
  // Only a stored true is the marker; anything else reads as an earlier build's record (its values may be carried).
  measuredOnly: v.optional(
    v.pipe(
      v.unknown(),
      v.transform((value): boolean | null => (value === true ? true : null)),
    ),
  ),
  editedAt: v.optional(ReadText),
  // decision 0151: absent on a record saved before them; bounded and its method checked by readSessionRecord.
  measuredBodyFat: v.optional(ReadNumber),
  measuredBodyFatMethod: v.optional(ReadText),
  // decision 0181: an unreadable list reads as null (the row itself is left as stored).
  fieldTests: v.optional(
    v.pipe(
      v.unknown(),
      v.transform((value): FieldTestResult[] | null => readFieldTestResults(value) ?? null),
    ),
  ),
  // decision 47: an unreadable list reads as null (the row itself is left as stored).
  seniorFitness: v.optional(
    v.pipe(
      v.unknown(),
      v.transform((value): SeniorResult[] | null => readSeniorResults(value) ?? null),
    ),
  ),
});

// Compile-time checks: the schemas' outputs are the record types.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const _readOutput: Same<v.InferOutput<typeof StoredSessionRecordSchema>, StoredSessionRecord> = true;
const _writeOutput: Same<v.InferOutput<typeof NewSessionRecordSchema>, NewSessionRecord> = true;
const _numbers: Record<SessionNumberField, true> = entriesFor(SESSION_NUMBER_FIELDS, true as const);
void _readOutput;
void _writeOutput;
void _numbers;

/** One line per issue: 'age: must be a number'. */
export function describeIssues(issues: readonly v.BaseIssue<unknown>[], prefix = ''): string {
  return issues
    .slice(0, 3)
    .map((issue) => {
      const path = v.getDotPath(issue);
      return `${prefix}${path ? `${path}: ` : ''}${issue.message}`;
    })
    .join('; ');
}

export type ReadResult =
  | {
      ok: true;
      record: StoredSessionRecord;
      /**
       * Numbers no form could have taken (decision 0135: VO2 max 1e308, a height of 1e308): read as null, so they are
       * never computed with, shown or exported; the stored row itself is left as it is. A measured body fat outside
       * 0-100 % or without a method the app knows is one of them (decision 0151).
       */
      outOfRange: readonly BoundedField[];
    }
  | { ok: false; reason: string };

/** Validates one stored row, every number through its form's bounds (decision 0135). Never throws. */
export function readSessionRecord(row: unknown): ReadResult {
  const result = v.safeParse(StoredSessionRecordSchema, row);
  if (!result.success) return { ok: false, reason: describeIssues(result.issues) };
  const record = result.output;
  const outOfRange: BoundedField[] = SESSION_NUMBER_FIELDS.filter(
    (field) => !storedValueInBounds(field, record[field]),
  );
  for (const field of SESSION_NUMBER_FIELDS) if (outOfRange.includes(field)) record[field] = null;
  if (!storedMeasuredBodyFatReadable(record.measuredBodyFat, record.measuredBodyFatMethod)) {
    outOfRange.push('measuredBodyFat');
    record.measuredBodyFat = null;
    record.measuredBodyFatMethod = null;
  } else if (record.measuredBodyFat === null || record.measuredBodyFat === undefined) {
    if (record.measuredBodyFatMethod !== undefined) record.measuredBodyFatMethod = null; // a method alone says nothing
  } else {
    record.measuredBodyFatMethod = bodyFatMethodOf(record.measuredBodyFatMethod); // its key, whatever its case
  }
  return { ok: true, record, outOfRange };
}

/** A field readSessionRecord bounds: every number of the spec's record, and the measured body fat (decision 0151). */
export type BoundedField = SessionNumberField | 'measuredBodyFat';

/** 'vo2_max, height: out of range' for a technical detail or a rejected row's reason. */
export function outOfRangeReason(fields: readonly BoundedField[]): string {
  return `${fields.join(', ')}: out of the range the app's forms accept`;
}
