// The gauge's accessible text: one image named by the whole description; the reason when there is no gauge.
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { CategoryGauge } from '@/components/CategoryGauge';
import { CategoryPanel } from '@/components/CategoryPanel';
import { bloodPressureGauge, bmiGauge, waistGauge } from '@/norms/classGauges';
import { thresholdGauge } from '@/norms/thresholdGauge';

describe('CategoryGauge', () => {
  it('a man of 34 with 28 pushups: the image names his value, category, every band and the distance to Excellent', () => {
    render(<CategoryGauge gauge={thresholdGauge('pushups', 'MALE', 34, 28)} />);
    const image = screen.getByRole('img');
    expect(image).toHaveAccessibleName(
      'Pushups: 28 pushups, Very Good for men aged 30-39. Categories from the lowest value up: Poor <= 11, Fair 12-16, ' +
        'Good 17-21, Very Good 22-29, Excellent >= 30. 2 more pushups to Excellent.',
    );
    // The drawing's band names are visible, the person's band marked in text (not by colour alone).
    const current = image.querySelector('.gauge-label-current');
    expect(current).toHaveTextContent('Very Good');
    expect(screen.getByText('2 more pushups to Excellent.')).toBeVisible();
    expect(screen.getByTestId('gauge-marker').style.left).toMatch(/^\d+(\.\d+)?%$/);
  });

  it('a percentile table adds the percentile to the name', () => {
    render(<CategoryGauge gauge={thresholdGauge('vo2max', 'FEMALE', 45, 35)} />);
    expect(screen.getByRole('img')).toHaveAccessibleName(
      / at or above the \d+(st|nd|rd|th) percentile for women aged 40-49\.$/i,
    );
  });

  it('blood pressure names both readings’ scales', () => {
    render(<CategoryGauge gauge={bloodPressureGauge(135, 85)} />);
    const name = screen.getByRole('img').getAttribute('aria-label') ?? '';
    expect(name).toContain('Blood pressure: 135/85 mmHg, Prehypertension.');
    expect(name).toContain(
      'Systolic categories from the lowest value up: Normal blood pressure < 120, Prehypertension 120-139',
    );
    expect(name).toContain(
      'Diastolic categories from the lowest value up: Normal blood pressure < 80, Prehypertension 80-89',
    );
    expect(name).toContain('16 mmHg less systolic and 6 mmHg less diastolic to Normal blood pressure.');
  });

  it('waist: every band, the chip and the description say risk', () => {
    render(<CategoryGauge gauge={waistGauge('FEMALE', 80.5)} />);
    expect([...document.querySelectorAll('.gauge-label')].map((label) => label.textContent)).toEqual([
      'Very low risk',
      'Low risk',
      'High risk',
      'Very high risk',
    ]);
    expect(document.querySelector('.category-chip')).toHaveTextContent(/^Low risk$/);
    expect(screen.getByRole('img')).toHaveAccessibleName(/^Waist circumference: 80\.5 cm, Low risk for women\. /);
    expect(screen.getByText('10.6 cm less to Very low risk.')).toBeInTheDocument();
  });

  it('BMI: the normal class says BMI; the others name what they rate already', () => {
    render(<CategoryGauge gauge={bmiGauge(27)} />);
    expect([...document.querySelectorAll('.gauge-label')].map((label) => label.textContent)).toEqual([
      'Underweight',
      'Normal BMI',
      'Overweight',
      'Obesity Class 1',
      'Obesity Class 2',
      'Obesity Class 3',
    ]);
  });

  it('outside the age window: no image, the reason in text', () => {
    render(<CategoryGauge gauge={thresholdGauge('pushups', 'MALE', 72, 28)} />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByTestId('gauge-none')).toHaveTextContent(
      'No pushups gauge: The pushups norms cover ages 20-69; there is no category at age 72.',
    );
  });

  it('compact: no band names, the image keeps the full description', () => {
    render(<CategoryGauge gauge={thresholdGauge('pushups', 'FEMALE', 34, 10)} compact />);
    const image = screen.getByRole('img');
    expect(image.querySelector('.gauge-label')).toBeNull();
    expect(image).toHaveAccessibleName(
      /^Pushups: 10 pushups, Fair for women aged 30-39\. .* 3 more pushups to Good\.$/,
    );
  });

  it('the result panel carries the gauge and colours its edge by the category step', () => {
    render(
      <MemoryRouter>
        <CategoryPanel
          category="very good"
          source={null}
          categoriesAnchor="pushups"
          gauge={thresholdGauge('pushups', 'MALE', 34, 28)}
        />
      </MemoryRouter>,
    );
    const panel = screen.getByRole('region', { name: 'You are in the "Very Good" category' });
    expect(panel).toHaveAttribute('data-category-level', '2');
    expect(within(panel).getByRole('img')).toHaveAccessibleName(/^Pushups: 28 pushups, Very Good/);
  });
});
