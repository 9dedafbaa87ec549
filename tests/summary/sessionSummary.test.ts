// The fitness summary view model: every section from a complete profile, units, empty sections, macros and micros.
import { describe, expect, it } from 'vitest';
import { sessionSummary, summarySections } from '@/summary/sessionSummary';
import { summaryTitle } from '@/summary/summaryTitle';
import type { ListSection } from '@/summary/summaryTypes';
import { completeProfile, noProfile } from '../features/session/sessionFixtures';

const NOW = new Date(2026, 10, 21, 14, 5);

const values = (section: ListSection) => Object.fromEntries(section.items.map((item) => [item.label, item.value]));
const categories = (section: ListSection) =>
  Object.fromEntries(
    section.items.filter((item) => item.category !== undefined).map((item) => [item.label, item.category]),
  );
const methods = (section: ListSection) => section.sources.map((source) => source.method);

describe('summaryTitle', () => {
  it('prefixes the name when known', () => {
    expect(summaryTitle('Ada Lovelace', NOW)).toBe('Ada Lovelace — Your Fitness Summary on 21 November 2026');
    expect(summaryTitle(null, NOW)).toBe('Your Fitness Summary on 21 November 2026');
  });
});

describe('sessionSummary of a complete metric profile', () => {
  const summary = sessionSummary(completeProfile(), NOW);

  it('has the title, the first name and ten sections in page order, none empty', () => {
    expect(summary.title).toBe('Alan Turing — Your Fitness Summary on 21 November 2026');
    expect(summary.firstName).toBe('Alan');
    expect(summarySections(summary).map((s) => s.id)).toEqual([
      'demographics',
      'body',
      'skinfolds',
      'circumferences',
      'heart',
      'strength',
      'cardio',
      'flexibility',
      'macros',
      'micros',
    ]);
    expect(summarySections(summary).filter((s) => s.empty)).toEqual([]);
  });

  it('demographics: age, sex, height, weights, activity level, weight goal', () => {
    expect(values(summary.demographics)).toEqual({
      Age: '30 years',
      Sex: 'Male',
      Height: '180 cm',
      Weight: '80 kg',
      'Goal weight': '80 kg',
      'Activity level': 'Moderately active',
      'Weight goal': 'Maintain weight',
    });
    expect(summary.demographics.todo).toEqual([]);
  });

  it('BMI and weight: the BMI class with the NHLBI source', () => {
    expect(values(summary.body)).toEqual({
      BMI: '24.69 kg/m²',
      Weight: '80 kg',
      'Goal weight': '80 kg',
      'Change to goal': 'At goal weight',
    });
    expect(categories(summary.body)).toEqual({ BMI: 'Normal BMI' });
    expect(summary.body.sources.map((s) => s.source)).toContain('NHLBI 1998 / WHO 2000');
  });

  it('skinfolds: measured sites only, density, body fat with category, equation and its sources', () => {
    const shown = values(summary.skinfolds);
    expect(shown).toMatchObject({
      'Abdominal skinfold': '20 mm',
      'Chest skinfold': '10 mm',
      'Body density': '1.06535 g/cm³',
      'Body fat': '14.6 %',
      Equation: 'Jackson-Pollock 7-site (men)',
    });
    expect(shown).not.toHaveProperty('Biceps skinfold');
    expect(categories(summary.skinfolds)).toEqual({ 'Body fat': 'Excellent' });
    expect(methods(summary.skinfolds)).toEqual(
      expect.arrayContaining(['Jackson-Pollock 7-site (men)', 'Siri equation, %fat = 495 / density − 450']),
    );
  });

  it('circumferences: waist with its risk, sites (a 0 is not measured), both ratios', () => {
    const shown = values(summary.circumferences);
    expect(shown).toMatchObject({
      Waist: '95 cm',
      Hips: '100 cm',
      'Waist-to-hip ratio': '0.95',
      'Waist-to-height ratio': '0.53',
    });
    expect(shown).not.toHaveProperty('Mid thigh');
    expect(categories(summary.circumferences)).toEqual({ Waist: 'Low risk' });
    expect(summary.circumferences.sources.map((s) => s.source)).toContain('Bray, Am J Clin Nutr 2004');
  });

  it('blood pressure and heart rate: the JNC 7 class, resting HR, HR max with its equation', () => {
    expect(values(summary.heart)).toEqual({
      'Blood pressure': '118/76 mmHg',
      'Resting heart rate': '58 bpm',
      'Maximal heart rate (estimated)': '191 bpm',
    });
    expect(categories(summary.heart)).toEqual({ 'Blood pressure': 'Normal blood pressure' });
    expect(methods(summary.heart)).toContain('HRmax = 216.6 − 0.84 × age (ages 4 to 33)');
  });

  it('strength: pushups, both presses with ratios, grip with its ratio to body weight, each with a category', () => {
    expect(values(summary.strength)).toEqual({
      Pushups: '32',
      'Bench press 1RM': '105.6 kg, 1.32 × body weight',
      'Leg press 1RM': '160 kg, 2.00 × body weight',
      'Grip strength (best left + best right)': '105 kg, 1.31 × body weight',
    });
    expect(categories(summary.strength)).toEqual({
      Pushups: 'Very Good',
      'Bench press 1RM': 'Excellent',
      'Leg press 1RM': 'Average',
      'Grip strength (best left + best right)': 'Good',
    });
    expect(summary.strength.sources.map((s) => s.source)).toEqual(
      expect.arrayContaining([
        'CSEP CPAFLA 3rd ed. 2003',
        'Cooper Institute 2002',
        'Cooper Institute, in ACSM Guidelines',
      ]),
    );
    expect(summary.strength.todo).toEqual([]);
  });

  it('cardio: VO2 max with its category, METs, resting and maximal VO2 in mL/min', () => {
    expect(values(summary.cardio)).toEqual({
      'VO2 max': '45.5 mL/kg/min',
      'VO2 max test': 'bruce',
      'Maximal METs': '13 METs',
      'Resting VO2': '280 mL/min',
      'Maximal VO2 (absolute)': '3640 mL/min',
    });
    expect(categories(summary.cardio)).toEqual({ 'VO2 max': 'Good' });
    expect(summary.cardio.sources.map((s) => s.source)).toContain('Kaminsky et al. (FRIEND), Mayo Clin Proc 2015');
  });

  it('flexibility: sit and reach with its category', () => {
    expect(values(summary.flexibility)).toEqual({ 'Sit and reach': '33.5 cm' });
    expect(categories(summary.flexibility)).toEqual({ 'Sit and reach': 'Good' });
  });

  it('macros: Harris-Benedict × 1.55 = 2908 kcal, then carbohydrate, protein and fat ranges', () => {
    expect(values(summary.macros)).toEqual({
      'Total calories': '2908 kcal/day',
      'Basal metabolic rate': '1876 kcal/day',
      'Activity level': 'Moderately active (× 1.55)',
      'Weight goal': 'Maintain weight',
    });
    expect(summary.macros.rows).toEqual([
      { nutrient: 'Carbohydrate', grams: '400–473 g', calories: '1599–1890 kcal' },
      { nutrient: 'Protein', grams: '96–128 g', calories: '384–512 kcal' },
      { nutrient: 'Fat', grams: '56–103 g', calories: '506–925 kcal' },
    ]);
    expect(methods(summary.macros)).toHaveLength(2);
    expect(summary.macros.notes).toEqual([]);
  });

  it('micros: the 17 DRIs of men 19-30 with units and AI/RDA', () => {
    expect(summary.micros.lifeStage).toBe('Males 19-30 y');
    expect(summary.micros.rows).toHaveLength(17);
    expect(summary.micros.rows.find((r) => r.key === 'iron')).toEqual({
      key: 'iron',
      nutrient: 'Iron',
      amount: '8 mg',
      valueType: 'RDA',
    });
    expect(summary.micros.rows.find((r) => r.key === 'fiber')).toMatchObject({ amount: '38 g', valueType: 'AI' });
    expect(summary.micros.sources[0]?.source).toBe('IOM/NASEM Dietary Reference Intakes 1997-2011');
  });
});

describe('a lift kept without a weight (decision 0174)', () => {
  it('shows the lift and what its ratio and category wait for, with no category and no gauge', () => {
    const profile = completeProfile({
      currentWeight: null,
      benchPress: { benchPress: 80, category: '', benchPressRatio: null },
      legPress: { legPress: 160, category: '', legPressRatio: null },
    });
    const strength = sessionSummary(profile, NOW).strength;
    expect(values(strength)).toMatchObject({
      'Bench press 1RM': "80 kg (ratio and category once today's weight is given)",
      'Leg press 1RM': "160 kg (ratio and category once today's weight is given)",
    });
    const bench = strength.items.find((item) => item.label === 'Bench press 1RM');
    expect(bench?.category).toBeUndefined();
    expect(bench?.gauge).toBeUndefined();
  });
});

describe('imperial units (units.ts: 2.2 lb/kg, 0.3937 in/cm)', () => {
  const summary = sessionSummary(completeProfile({ prefers_metric: false }), NOW);

  it('shows height in feet and inches, weights in lb, lengths in inches; skinfolds stay in mm', () => {
    expect(values(summary.demographics)).toMatchObject({
      Height: '5 ft 11 in',
      Weight: '176 lb',
      'Goal weight': '176 lb',
    });
    expect(values(summary.circumferences)).toMatchObject({ Waist: '37.4 in', Hips: '39.4 in' });
    expect(values(summary.strength)['Bench press 1RM']).toBe('232.32 lb, 1.32 × body weight');
    expect(values(summary.flexibility)).toEqual({ 'Sit and reach': '13.2 in' });
    expect(values(summary.skinfolds)['Chest skinfold']).toBe('10 mm');
  });
});

describe('empty and partial profiles', () => {
  it("macros name only what is missing: today's weight on a re-test day, everything for an empty profile", () => {
    const retest = sessionSummary({ ...completeProfile(), currentWeight: null }, NOW);
    expect(retest.macros.empty?.message).toBe('Macros need your weight from the Demographic Form.');
    const noHeightOrWeight = sessionSummary({ ...completeProfile(), height: null, currentWeight: null }, NOW);
    expect(noHeightOrWeight.macros.empty?.message).toBe(
      'Macros need your height and weight from the Demographic Form.',
    );
    expect(sessionSummary(noProfile(), NOW).macros.empty?.message).toBe(
      'Macros need your sex, age, height and weight from the Demographic Form.',
    );
  });

  it('every section of an empty profile says what to do and links to the screen that fills it', () => {
    const summary = sessionSummary(noProfile(), NOW);
    expect(summary.title).toBe('Your Fitness Summary on 21 November 2026');
    expect(summary.firstName).toBeNull();
    for (const section of summarySections(summary)) {
      expect(section.empty?.message, section.id).toBeTruthy();
      expect(section.empty?.links.length, section.id).toBeGreaterThan(0);
      expect(section.items).toEqual([]);
      expect(section.sources).toEqual([]);
    }
    expect(summary.skinfolds.empty?.links).toEqual([{ label: 'Measure skinfolds', to: '/skinfolds' }]);
    expect(summary.macros.empty?.links[0]?.to).toBe('/parq');
    expect(summary.strength.empty?.links.map((l) => l.to)).toEqual([
      '/pushups/instructions',
      '/bench-press/instructions',
      '/leg-press/instructions',
      '/grip-strength/instructions',
    ]);
  });

  it('lists what a partly filled section still lacks', () => {
    const summary = sessionSummary(
      completeProfile({ pushups: null, gripStrength: null, restingHR: null, bodyComp: null, bodyDensity: null }),
      NOW,
    );
    expect(summary.strength.todo.map((l) => l.to)).toEqual(['/pushups/instructions', '/grip-strength/instructions']);
    expect(summary.heart.todo.map((l) => l.to)).toEqual(['/resting-hr']);
    expect(summary.skinfolds.notes[0]).toMatch(/needs all seven sites/);
  });

  it('a result without a norm for this person shows an empty category', () => {
    const summary = sessionSummary(completeProfile({ pushups: { pushups: 10, category: '' } }), NOW);
    expect(categories(summary.strength).Pushups).toBe('');
  });

  it('macros: the fat minimum is clamped at 0 (decision 0014) and says so; no activity level assumes 1.55', () => {
    const woman = noProfile({
      sex: 'FEMALE',
      age: 60,
      height: 160,
      currentWeight: 50,
      goalWeight: 45,
      bodyWeightGoal: 'lose',
      activityLevel: 'sedentary',
    });
    const summary = sessionSummary(woman, NOW);
    expect(values(summary.macros)['Total calories']).toBe('1379 kcal/day');
    expect(summary.macros.rows[2]).toMatchObject({ nutrient: 'Fat' });
    expect(summary.macros.rows[2]?.calories.startsWith('0–')).toBe(true);
    expect(summary.macros.notes[0]).toMatch(/fat minimum is shown as 0/);
    const assumed = sessionSummary(completeProfile({ activityLevel: null }), NOW);
    expect(values(assumed.macros)['Activity level']).toBe('Moderately active (× 1.55, assumed)');
  });

  it('macros outside the calculator range explain why instead of showing numbers', () => {
    const summary = sessionSummary(completeProfile({ currentWeight: 190 }), NOW);
    expect(summary.macros.rows).toEqual([]);
    expect(summary.macros.empty?.message).toMatch(/^Macros cannot be calculated for these demographics: /);
  });

  it('micros need sex and age', () => {
    expect(sessionSummary(noProfile({ age: 30 }), NOW).micros.empty?.message).toMatch(/sex and age/);
    expect(
      sessionSummary(noProfile({ age: 51, sex: 'FEMALE' }), NOW).micros.rows.find((r) => r.key === 'calcium')?.amount,
    ).toBe('1200 mg');
  });
});
