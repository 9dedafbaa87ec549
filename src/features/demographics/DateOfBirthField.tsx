// The demographics form's optional date of birth (decision 0105): a labelled date input, its hint, and an inline
// message naming the field when the date is in the future or gives an age outside the form's limits.
import { DEMOGRAPHICS_AGE } from '@/profile/profileLimits';
import { dateOfBirthProblem } from '@/profile/validateDemographics';

export interface DateOfBirthFieldProps {
  /** `YYYY-MM-DD` or empty. */
  value: string;
  /** The session's day, `YYYY-MM-DD`: the latest date of birth the field offers and the day the age is taken on. */
  sessionDate: string;
  onChange: (dateOfBirth: string) => void;
}

export function DateOfBirthField({ value, sessionDate, onChange }: DateOfBirthFieldProps) {
  const problem = dateOfBirthProblem(value, sessionDate);
  const describedBy = problem ? 'dateOfBirth-hint dateOfBirth-error' : 'dateOfBirth-hint';
  return (
    <div className="field date-of-birth-field">
      <label htmlFor="dateOfBirth">Date of birth (optional)</label>
      <input
        id="dateOfBirth"
        name="dateOfBirth"
        type="date"
        autoComplete="bday"
        max={sessionDate}
        aria-describedby={describedBy}
        aria-invalid={problem ? true : undefined}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      <p className="hint" id="dateOfBirth-hint">
        With a date of birth the age is worked out for each session&apos;s date (ages {DEMOGRAPHICS_AGE.min}-
        {DEMOGRAPHICS_AGE.max}); without one, type the age.
      </p>
      {problem ? (
        <p className="inline-error" id="dateOfBirth-error" role="status">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
