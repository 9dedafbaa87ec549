// A record in its one written form (key first, fields in order) and what makes two records the same session.
import {
  type StoredSessionRecord,
  SESSION_FIELDS,
  CLIENT_RECORD_FIELDS,
  type NewSessionRecord,
  SESSION_VALUE_FIELDS,
} from './sessionRecord';

/** A copy with the key first, then every field in SESSION_FIELDS order; missing values become null. */
export function canonicalRecord(record: StoredSessionRecord): StoredSessionRecord {
  const entries: [string, unknown][] = [
    ['timestamp', record.timestamp],
    ...SESSION_FIELDS.map((field): [string, unknown] => [field, record[field] ?? null]),
  ];
  // The client fields travel with a backup when the record has them (decision 0080); a predecessor's record has none.
  for (const field of CLIENT_RECORD_FIELDS) if (typeof record[field] === 'string') entries.push([field, record[field]]);
  if (record.measuredOnly === true) entries.push(['measuredOnly', true]);
  if (typeof record.editedAt === 'string') entries.push(['editedAt', record.editedAt]);
  // decision 0151: written as the record holds them (null when not entered); a record saved before them has neither.
  if (record.measuredBodyFat !== undefined) {
    entries.push(
      ['measuredBodyFat', record.measuredBodyFat],
      ['measuredBodyFatMethod', record.measuredBodyFatMethod ?? null],
    );
  }
  if (Array.isArray(record.fieldTests) && record.fieldTests.length > 0) entries.push(['fieldTests', record.fieldTests]);
  if (Array.isArray(record.seniorFitness) && record.seniorFitness.length > 0)
    entries.push(['seniorFitness', record.seniorFitness]);
  return Object.fromEntries(entries) as unknown as StoredSessionRecord;
}

/**
 * What makes two records the same session, whatever their keys: every field but the key, in a fixed
 * order (import uses it so that restoring a backup twice adds nothing the second time).
 */
export function sessionContentKey(record: NewSessionRecord): string {
  const values: unknown[] = SESSION_VALUE_FIELDS.map((field) => record[field] ?? null);
  // decision 0181: a record's field tests count only when it has some, so a key made before them stays the same.
  if (Array.isArray(record.fieldTests) && record.fieldTests.length > 0) values.push(record.fieldTests);
  if (Array.isArray(record.seniorFitness) && record.seniorFitness.length > 0) values.push(record.seniorFitness);
  return JSON.stringify(values);
}

// Columns
