// The time of a field test: a minutes dropdown (0-30) and a seconds dropdown (0-59), both including 10 (decision 0017).
import { MINUTE_OPTIONS, SECOND_OPTIONS } from './fieldTestFormModels';

/** How a grey Submit names the minutes of a time: 'Finishing time (minutes)'. */
export function timeMinutesLabel(legend: string): string {
  return `${legend} (minutes)`;
}

export interface FieldTestTimeSelectProps {
  legend: string;
  minutesId: string;
  secondsId: string;
  minutes: string;
  seconds: string;
  onMinutes: (value: string) => void;
  onSeconds: (value: string) => void;
}

export function FieldTestTimeSelect(props: FieldTestTimeSelectProps) {
  return (
    <fieldset className="field time-select">
      <legend>{props.legend}</legend>
      <div className="time-select-row">
        <div className="field">
          <label htmlFor={props.minutesId}>Minutes</label>
          <select
            id={props.minutesId}
            name={props.minutesId}
            required
            value={props.minutes}
            onChange={(e) => props.onMinutes(e.target.value)}
          >
            <option value="">Choose</option>
            {MINUTE_OPTIONS.map((m) => (
              <option key={m} value={String(m)}>
                {m}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={props.secondsId}>Seconds</label>
          <select
            id={props.secondsId}
            name={props.secondsId}
            value={props.seconds}
            onChange={(e) => props.onSeconds(e.target.value)}
          >
            {SECOND_OPTIONS.map((s) => (
              <option key={s} value={String(s)}>
                {s}
              </option>
            ))}
          </select>
        </div>
      </div>
    </fieldset>
  );
}
