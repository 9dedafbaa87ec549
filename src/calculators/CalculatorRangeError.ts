// The one error a calculator throws: its message is the specification's text for the out-of-range input.
export class CalculatorRangeError extends RangeError {
  override readonly name = 'CalculatorRangeError';
  constructor(
    message: string,
    /** Which input was out of range, for forms that mark the field. */
    readonly field: string,
  ) {
    super(message);
  }
}

/** The specification's messages (spec §8 "Calculators", nutrition.json validRanges). */
export const RANGE_MESSAGES = {
  age: 'Age is outside of the acceptable range',
  weight: 'Weight is outside the acceptable parameters',
  height: 'Height is outside of the acceptable parameters',
  mass: 'Mass is outside of the acceptable ranges',
  heightNutrition: 'Height is outside of the acceptable ranges',
  heartRate: 'Heart rate is outside of the acceptable range',
  time: 'Time is outside of the acceptable range',
  distance: 'Distance is outside of the acceptable range',
  bloodPressure: 'Blood pressure is outside of the acceptable range',
  skinfold: 'Skinfold is outside of the acceptable range',
  stage: 'Stage is outside of the protocol range',
  value: 'Value is outside of the acceptable range',
} as const;
