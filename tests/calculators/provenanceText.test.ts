// Source lines shown to people name published sources or say "product rule": never an internal file, specification
// section or decision number (every exported provenance of the calculators and every norm table's).
import { describe, expect, it } from 'vitest';
import * as calculators from '@/calculators';
import * as energyPerMinute from '@/calculators/energyPerMinute';
import { NORM_TABLE_KEYS } from '@/norms/normTables';
import { normSource } from '@/norms/normSources';
import { micronutrientSource } from '@/norms/micronutrients';

const INTERNAL = /specification|\bspec\b|section \d|§|\.json|\.md\b|decision|DECISIONS|reference\//i;

function provenances(module: Record<string, unknown>): [string, { method: string; source: string }][] {
  const found: [string, { method: string; source: string }][] = [];
  const visit = (name: string, value: unknown, depth: number) => {
    if (depth > 3 || value === null || typeof value !== 'object') return;
    const record = value as Record<string, unknown>;
    if (typeof record.method === 'string' && typeof record.source === 'string') {
      found.push([name, { method: record.method, source: record.source }]);
      return;
    }
    for (const [key, inner] of Object.entries(record)) visit(`${name}.${key}`, inner, depth + 1);
  };
  for (const [name, value] of Object.entries(module)) visit(name, value, 0);
  return found;
}

describe('source lines', () => {
  const all = [
    ...provenances(calculators as Record<string, unknown>),
    ...provenances(energyPerMinute as Record<string, unknown>),
    ...NORM_TABLE_KEYS.map((key) => [key, normSource(key)] as [string, { method: string; source: string }]),
    ['micronutrients', micronutrientSource()] as [string, { method: string; source: string }],
  ];

  it('there are many to check', () => {
    expect(all.length).toBeGreaterThan(25);
  });

  it.each(all)('%s names a published source or a product rule', (_name, provenance) => {
    expect(provenance.source).not.toMatch(INTERNAL);
    expect(provenance.method).not.toMatch(INTERNAL);
    expect(provenance.source.trim()).not.toBe('');
  });
});
