// The legend's range text: one band's range never overlaps the next, and a boundary sits in the band
// the classifier puts it in.
import { describe, expect, it } from 'vitest';
import { bandLegendText, bandName, bandRangeText, type BandEnds } from '@/clients/bandRange';
import { classifyPushups } from '@/norms/classifiers';

const lower = (from: number | null, to: number | null): BandEnds => ({
  from,
  fromInclusive: true,
  to,
  toInclusive: false,
});
const upper = (from: number | null, to: number | null): BandEnds => ({
  from,
  fromInclusive: false,
  to,
  toInclusive: true,
});

describe('whole-number measures (counts, mmHg)', () => {
  it("a lower-bound band ends one below the next band's bound, which starts the next band", () => {
    expect(bandRangeText(lower(22, 30), true)).toBe('22–29');
    expect(bandRangeText(lower(30, null), true, 'pushups')).toBe('30 pushups or more');
    expect(bandRangeText(lower(null, 17), true)).toBe('up to 16');
  });

  it('an upper-bound band starts one above the leaner bound', () => {
    expect(bandRangeText(upper(12, 16), true)).toBe('13–16');
    expect(bandRangeText(upper(null, 12), true)).toBe('up to 12');
    expect(bandRangeText(upper(30, null), true)).toBe('31 or more');
  });

  it('a band of one value reads as that value; a band no whole number falls in reads as nothing', () => {
    expect(bandRangeText(lower(29, 30), true)).toBe('29');
    expect(bandRangeText(lower(29.2, 29.8), true)).toBe('');
  });

  it('the legend agrees with the classifier at the boundary (men 30-39: 30 is Excellent, 29 Very Good)', () => {
    expect(classifyPushups('MALE', 35, 30)).toBe('excellent');
    expect(classifyPushups('MALE', 35, 29)).toBe('very good');
    expect(bandRangeText(lower(22, 30), true)).toBe('22–29');
    expect(bandRangeText(lower(30, null), true)).toBe('30 or more');
  });
});

describe('continuous measures', () => {
  it('a lower-bound band runs "to under" the next bound', () => {
    expect(bandRangeText(lower(22, 30), false)).toBe('22 to under 30');
    expect(bandRangeText(lower(30, null), false, 'mL/kg/min')).toBe('30 mL/kg/min or more');
    expect(bandRangeText(lower(null, 18.5), false, 'kg/m²')).toBe('under 18.5 kg/m²');
  });

  it('an upper-bound band runs from "over" the leaner bound up to its own', () => {
    expect(bandRangeText(upper(12, 16), false, '%')).toBe('over 12 to 16 %');
    expect(bandRangeText(upper(null, 12), false)).toBe('up to 12');
    expect(bandRangeText(upper(30, null), false)).toBe('over 30');
  });

  it('neighbouring ranges never share an edge value', () => {
    expect(bandRangeText(lower(18.5, 25), false)).toBe('18.5 to under 25');
    expect(bandRangeText(lower(25, 30), false)).toBe('25 to under 30');
    expect(bandRangeText(lower(25, 25), false)).toBe('');
  });
});

describe('a band names what it rates (decision 0175)', () => {
  it('a waist band is a risk; a BMI band says normal BMI; a blood pressure band keeps its class; others title-cased', () => {
    const band = { from: 80, fromInclusive: true, to: 88, toInclusive: false, category: 'low' };
    expect(bandLegendText(band, false, 'cm', 'waistRisk')).toBe(`Low risk: ${bandRangeText(band, false, 'cm')}`);
    expect(bandName('normal', 'bmi')).toBe('Normal BMI');
    expect(bandName('normal', 'bloodPressure')).toBe('Normal');
    expect(bandName('very good', 'pushups')).toBe('Very Good');
    expect(bandName('low')).toBe('Low');
  });
});
