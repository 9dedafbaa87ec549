import { describe, expect, it } from 'vitest';
import { CalculatorRangeError, RANGE_MESSAGES } from '@/calculators/CalculatorRangeError';
import type { TreadmillProtocolId } from '@/calculators/treadmillProtocols';
import {
  BRUCE,
  MODIFIED_BRUCE,
  MODIFIED_NAUGHTON,
  NAUGHTON,
  RAMP,
  TREADMILL_PROTOCOLS,
  TREADMILL_PROTOCOL_LIST,
  TREADMILL_PROVENANCE,
  getTreadmillProtocol,
  protocolDurationMs,
  stageAt,
  stageRangeMessage,
  treadmillMets,
  treadmillStage,
  treadmillVo2Max,
} from '@/calculators/treadmillProtocols';
import { NON_FINITE, expectRangeError } from './rangeError';

const gradeSpeed = (id: TreadmillProtocolId) => TREADMILL_PROTOCOLS[id].stages.map((s) => `${s.grade}/${s.speed}`);
const mets = (id: TreadmillProtocolId) => TREADMILL_PROTOCOLS[id].stages.map((s) => s.mets);

describe('stage tables (formulas §13; decision 0011)', () => {
  it('Bruce: 7 stages of 3 minutes', () => {
    expect(BRUCE.stageSeconds).toBe(180);
    expect(gradeSpeed('bruce')).toEqual(['10/1.7', '12/2.5', '14/3.4', '16/4.2', '18/5', '20/5.5', '22/6']);
    expect(mets('bruce')).toEqual([5, 7, 10, 13, 15, 18, 20]);
  });
  it('Modified Bruce: 9 stages of 3 minutes', () => {
    expect(MODIFIED_BRUCE.stageSeconds).toBe(180);
    expect(gradeSpeed('modifiedBruce')).toEqual([
      '0/1.7',
      '5/1.7',
      '10/1.7',
      '12/2.5',
      '14/3.4',
      '16/4.2',
      '18/5',
      '20/5.5',
      '22/6',
    ]);
    expect(mets('modifiedBruce')).toEqual([2, 3, 5, 7, 10, 13, 15, 18, 20]);
  });
  it('Naughton: 7 stages of 2 minutes', () => {
    expect(NAUGHTON.stageSeconds).toBe(120);
    expect(gradeSpeed('naughton')).toEqual(['0/1', '0/2', '3.5/2', '7/2', '10.5/2', '14/2', '17.5/2']);
    expect(mets('naughton')).toEqual([2, 3, 4, 5, 6, 7, 8]);
  });
  it('Modified Naughton: 13 stages of 2 minutes, stage 7 = 8 METs and stage 13 = 14 METs', () => {
    expect(MODIFIED_NAUGHTON.stageSeconds).toBe(120);
    expect(gradeSpeed('modifiedNaughton')).toEqual([
      '0/1',
      '0/1.5',
      '3.5/2',
      '7/2',
      '10.5/2',
      '7.5/3',
      '10/3',
      '12.5/3',
      '15/3',
      '17.5/3',
      '20/3',
      '22.5/3',
      '25/3',
    ]);
    expect(mets('modifiedNaughton')).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]);
  });
  it('Ramp: 31 stages of 30 s, 0.5-3 mph at 0 %, then 3 mph at 1-25 %', () => {
    expect(RAMP.stageSeconds).toBe(30);
    expect(RAMP.stages).toHaveLength(31);
    expect(gradeSpeed('ramp').slice(0, 8)).toEqual(['0/0.5', '0/1', '0/1.5', '0/2', '0/2.5', '0/3', '1/3', '2/3']);
    expect(RAMP.stages[30]).toEqual({ stage: 31, grade: 25, speed: 3, mets: 13 });
    expect(mets('ramp')).toEqual([
      1, 1, 2, 2, 2, 3, 3, 4, 4, 4, 5, 5, 6, 6, 6, 7, 7, 8, 8, 8, 9, 9, 10, 10, 10, 11, 11, 12, 12, 13, 13,
    ]);
  });
  it('numbers stages from 1 and lists the five protocols in screen order', () => {
    for (const p of TREADMILL_PROTOCOL_LIST) p.stages.forEach((s, i) => expect(s.stage).toBe(i + 1));
    expect(TREADMILL_PROTOCOL_LIST.map((p) => p.id)).toEqual([
      'bruce',
      'modifiedBruce',
      'naughton',
      'modifiedNaughton',
      'ramp',
    ]);
    expect(TREADMILL_PROTOCOL_LIST.map((p) => p.name)).toEqual([
      'Bruce',
      'Modified Bruce',
      'Naughton',
      'Modified Naughton',
      'Ramp',
    ]);
  });
});

describe('treadmillVo2Max', () => {
  it('worked examples: Bruce 4 → 45.5; Modified Naughton 13 → 49.0; Ramp 20 → 28.0', () => {
    expect(treadmillVo2Max('bruce', 4)).toMatchObject({ value: 45.5, mets: 13, source: TREADMILL_PROVENANCE.source });
    expect(treadmillVo2Max('modifiedNaughton', 13).value).toBe(49);
    expect(treadmillVo2Max(RAMP, 20)).toMatchObject({ value: 28, mets: 8 });
  });
  it('names protocol, stage and METs in the method', () => {
    expect(treadmillVo2Max('modifiedNaughton', 7).method).toBe('Modified Naughton protocol, stage 7: 8 METs × 3.5');
  });
  it('VO2 max = METs × 3.5 for every stage of every protocol', () => {
    for (const p of TREADMILL_PROTOCOL_LIST) {
      for (const s of p.stages) {
        expect(treadmillVo2Max(p.id, s.stage).value).toBe(Math.round(s.mets * 350) / 100);
        expect(treadmillMets(p, s.stage)).toBe(s.mets);
      }
    }
  });
  it('a stage outside 1..N throws a message naming the protocol’s own range (decision 0018)', () => {
    expectRangeError(
      () => treadmillVo2Max('bruce', 0),
      'Stage must be between 1 and 7 for the Bruce protocol',
      'stage',
    );
    expectRangeError(
      () => treadmillVo2Max('bruce', 8),
      'Stage must be between 1 and 7 for the Bruce protocol',
      'stage',
    );
    expectRangeError(
      () => treadmillVo2Max('modifiedBruce', 10),
      'Stage must be between 1 and 9 for the Modified Bruce protocol',
    );
    expectRangeError(() => treadmillVo2Max('naughton', 8), 'Stage must be between 1 and 7 for the Naughton protocol');
    expectRangeError(
      () => treadmillVo2Max('modifiedNaughton', 14),
      'Stage must be between 1 and 13 for the Modified Naughton protocol',
    );
    expectRangeError(() => treadmillVo2Max('ramp', 32), 'Stage must be between 1 and 31 for the Ramp protocol');
    expectRangeError(() => treadmillStage('ramp', 2.5), stageRangeMessage('ramp'), 'stage');
    for (const bad of NON_FINITE) expectRangeError(() => treadmillStage('bruce', bad), stageRangeMessage(BRUCE));
    expect(treadmillStage('modifiedBruce', 9).mets).toBe(20);
    expect(treadmillStage('ramp', 1).mets).toBe(1);
  });
  it('rejects an unknown protocol id', () => {
    expectRangeError(() => getTreadmillProtocol('general' as never), RANGE_MESSAGES.stage, 'protocol');
  });
});

describe('stageAt (timer)', () => {
  it('Bruce stage n starts at (n − 1) × 3:00 and the test ends at 21:00', () => {
    const starts = [0, 3, 6, 9, 12, 15, 18].map((m) => m * 60_000);
    starts.forEach((start, i) => {
      expect(stageAt('bruce', start)).toMatchObject({
        stage: i + 1,
        stageStartMs: start,
        stageEndMs: start + 180_000,
        finished: false,
      });
      expect(stageAt('bruce', start + 179_999).stage).toBe(i + 1);
    });
    expect(stageAt('bruce', 6 * 60_000 - 1).stage).toBe(2); // not one minute late as in the old timer
    expect(protocolDurationMs('bruce')).toBe(21 * 60_000);
    expect(stageAt('bruce', 21 * 60_000)).toMatchObject({ stage: 7, finished: true, stageStartMs: 18 * 60_000 });
    expect(stageAt('bruce', 99 * 60_000)).toMatchObject({ stage: 7, grade: 22, speed: 6, mets: 20, finished: true });
  });
  it('carries grade, speed and METs of the running stage', () => {
    expect(stageAt('bruce', 10 * 60_000)).toEqual({
      stage: 4,
      grade: 16,
      speed: 4.2,
      mets: 13,
      stageStartMs: 540_000,
      stageEndMs: 720_000,
      finished: false,
    });
  });
  it('uses each protocol’s stage length; Ramp ends after stage 31 at 15:30', () => {
    expect(stageAt('naughton', 120_000).stage).toBe(2);
    expect(stageAt('modifiedNaughton', 25 * 60_000).stage).toBe(13);
    expect(protocolDurationMs('modifiedNaughton')).toBe(26 * 60_000);
    expect(protocolDurationMs('modifiedBruce')).toBe(27 * 60_000);
    expect(stageAt('ramp', 29_999).stage).toBe(1);
    expect(stageAt('ramp', 30_000).stage).toBe(2);
    expect(stageAt('ramp', 15 * 60_000 + 29_999)).toMatchObject({ stage: 31, finished: false });
    expect(stageAt('ramp', 15 * 60_000 + 30_000)).toMatchObject({ stage: 31, finished: true });
    expect(protocolDurationMs(RAMP)).toBe(930_000);
  });
  it('rejects negative or non-finite elapsed time', () => {
    expectRangeError(() => stageAt('bruce', -1), RANGE_MESSAGES.time, 'elapsedMs');
    for (const bad of NON_FINITE) expect(() => stageAt('bruce', bad)).toThrow(CalculatorRangeError);
  });
});
