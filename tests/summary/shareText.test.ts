// The shared text summary: the title, then each section with values, one line per value, categories in brackets.
import { describe, expect, it } from 'vitest';
import { sessionSummary } from '@/summary/sessionSummary';
import { shareText } from '@/summary/shareText';
import { completeProfile, noProfile } from '../features/session/sessionFixtures';

const NOW = new Date(2026, 10, 21);

describe('shareText', () => {
  it('starts with the title and lists every section with its values and categories', () => {
    const text = shareText(sessionSummary(completeProfile(), NOW));
    const blocks = text.split('\n\n');
    expect(blocks[0]).toBe('Alan Turing — Your Fitness Summary on 21 November 2026');
    expect(blocks.map((block) => block.split('\n')[0])).toEqual([
      'Alan Turing — Your Fitness Summary on 21 November 2026',
      'Demographics',
      'BMI and weight',
      'Skinfolds and body composition',
      'Circumferences',
      'Blood pressure and heart rate',
      'Muscular strength and endurance',
      'Cardiorespiratory fitness',
      'Flexibility',
      'Macronutrients (per day)',
      'Micronutrients (per day)',
    ]);
    expect(text).toContain('- BMI: 24.69 kg/m² (Normal BMI)');
    expect(text).toContain('- Blood pressure: 118/76 mmHg (Normal blood pressure)');
    expect(text).toContain('- Pushups: 32 (Very Good)');
    expect(text).toContain('- VO2 max: 45.5 mL/kg/min (Good)');
    expect(text).toContain('- Carbohydrate: 400–473 g (1599–1890 kcal)');
    expect(text).toContain('- Fat: 56–103 g (506–925 kcal)');
    expect(text).toContain('- Iron: 8 mg (RDA)');
    expect(text).toContain('- Age: 30 years');
  });

  it('leaves out empty sections and shows values in the user’s units', () => {
    const text = shareText(sessionSummary(noProfile({ fname: 'Ada', currentWeight: 80, prefers_metric: false }), NOW));
    expect(text).toBe(
      [
        'Ada — Your Fitness Summary on 21 November 2026',
        'Demographics\n- Weight: 176 lb',
        'BMI and weight\n- Weight: 176 lb',
        'Cardiorespiratory fitness\n- Resting VO2: 280 mL/min',
      ].join('\n\n'),
    );
  });
});
