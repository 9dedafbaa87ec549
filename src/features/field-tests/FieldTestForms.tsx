// The four field tests, each with its own form and inputs (spec §2 "Field tests"; formulas §9-§12).
// Number inputs clear themselves on focus (spec §2); times use the minutes and seconds dropdowns (decision 0017).
import { useState } from 'react';
import { useProfile } from '@/state/AppActorsContext';
import { NumberField } from '@/components/NumberField';
import { isValidNumber, type NumberRules } from '@/components/numberFieldRules';
import { missingLabels } from '@/components/submitHint';
import { FieldTestSection, type FieldTestStored } from './FieldTestSection';
import { FieldTestTimeSelect, timeMinutesLabel } from './FieldTestTimeSelect';
import { FieldTestCountdown } from './FieldTestCountdown';
import {
  FIELD_IDS,
  HEART_RATE_RULES,
  SIX_MINUTE_DISTANCE_RULES,
  TWELVE_MINUTE_DISTANCE_RULES,
  distanceEquivalent,
  oneAndHalfMileSubmission,
  rockportSubmission,
  sixMinuteWalkSubmission,
  twelveMinuteSubmission,
} from './fieldTestFormModels';

interface FieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
}

/** A heart rate in whole bpm; clears itself on focus like every field-test input (spec §2). */
function HeartRateField({ id, label, value, onChange }: FieldProps) {
  return (
    <NumberField
      id={id}
      name={id}
      label={label}
      value={value}
      onChange={onChange}
      {...HEART_RATE_RULES}
      step={1}
      required
      clearOnFocus
      placeholder="bpm"
    />
  );
}

/** A distance in metres within its equation's range, with its km and mile equivalents shown as it is typed. */
function DistanceField({ id, label, value, onChange, rules }: FieldProps & { rules: NumberRules }) {
  return (
    <NumberField
      id={id}
      name={id}
      label={label}
      value={value}
      onChange={onChange}
      {...rules}
      step={1}
      required
      clearOnFocus
      placeholder="metres"
      hint={distanceEquivalent(value) ?? 'In metres; the km and mile equivalents show as you type.'}
    />
  );
}

export interface FieldTestFormProps {
  stored: FieldTestStored | null;
  onStored: (stored: FieldTestStored) => void;
}

export function OneAndHalfMileForm({ stored, onStored }: FieldTestFormProps) {
  const [minutes, setMinutes] = useState('');
  const [seconds, setSeconds] = useState('0');
  const ids = FIELD_IDS.oneAndHalfMile;
  const timeLegend = 'Finishing time';
  return (
    <FieldTestSection
      test="oneAndHalfMile"
      title="1.5 Mile Run/Walk"
      procedure={[
        'Warm up, then run or walk 1.5 miles (2.41 km) as fast as you can on a flat, measured course; on a 400 m track that is 6 laps plus 14 m.',
        'Keep an even pace you can hold to the end; walking is allowed.',
        'Enter the finishing time.',
      ]}
      inputs={`${minutes}:${seconds}`}
      canSubmit={minutes !== ''}
      missing={missingLabels([[timeMinutesLabel(timeLegend), minutes]])}
      build={(user, early) => oneAndHalfMileSubmission(user, minutes, seconds, early)}
      stored={stored}
      onStored={onStored}
    >
      <FieldTestTimeSelect
        legend={timeLegend}
        minutesId={ids.minutes}
        secondsId={ids.seconds}
        minutes={minutes}
        seconds={seconds}
        onMinutes={setMinutes}
        onSeconds={setSeconds}
      />
    </FieldTestSection>
  );
}

export function TwelveMinuteForm({ stored, onStored }: FieldTestFormProps) {
  const [distance, setDistance] = useState('');
  const ids = FIELD_IDS.twelveMinute;
  const labels = { distance: 'Distance covered (m)' };
  return (
    <FieldTestSection
      test="twelveMinute"
      title="12 Minute Run/Walk"
      procedure={[
        'Warm up, then run or walk as far as you can in 12 minutes on a flat, measured course such as a 400 m track.',
        'When the 12 minutes are up, stop and measure the distance covered.',
        'Enter the distance in metres (1 mile = 1609 m; a 400 m track lap = 400 m).',
      ]}
      notes={(stopEarly) => (
        <FieldTestCountdown
          test="twelveMinute"
          distanceFieldId={ids.distance}
          distanceLabel={labels.distance}
          onStoppedEarly={stopEarly}
        />
      )}
      inputs={distance}
      canSubmit={isValidNumber(distance, TWELVE_MINUTE_DISTANCE_RULES)}
      missing={missingLabels([[labels.distance, distance]])}
      build={(user, early) => twelveMinuteSubmission(user, distance, early)}
      stored={stored}
      onStored={onStored}
    >
      <DistanceField
        id={ids.distance}
        label={labels.distance}
        value={distance}
        onChange={setDistance}
        rules={TWELVE_MINUTE_DISTANCE_RULES}
      />
    </FieldTestSection>
  );
}

export function RockportForm({ stored, onStored }: FieldTestFormProps) {
  const [minutes, setMinutes] = useState('');
  const [seconds, setSeconds] = useState('0');
  const [heartRate, setHeartRate] = useState('');
  const ids = FIELD_IDS.rockport;
  const timeLegend = 'Walking time';
  const labels = { heartRate: 'Heart rate at the end (bpm)' };
  return (
    <FieldTestSection
      test="rockport"
      title="Rockport One-Mile Walk"
      procedure={[
        'Warm up, then walk one mile (1.61 km) as fast as you can on a flat, measured course, without running.',
        'Record the time as you finish.',
        'Take your heart rate at once: count the pulse for 15 seconds and multiply by 4, or read a heart rate monitor.',
      ]}
      inputs={`${minutes}:${seconds}:${heartRate}`}
      canSubmit={minutes !== '' && isValidNumber(heartRate, HEART_RATE_RULES)}
      missing={missingLabels([
        [timeMinutesLabel(timeLegend), minutes],
        [labels.heartRate, heartRate],
      ])}
      build={(user, early) => rockportSubmission(user, minutes, seconds, heartRate, early)}
      stored={stored}
      onStored={onStored}
    >
      <FieldTestTimeSelect
        legend={timeLegend}
        minutesId={ids.minutes}
        secondsId={ids.seconds}
        minutes={minutes}
        seconds={seconds}
        onMinutes={setMinutes}
        onSeconds={setSeconds}
      />
      <HeartRateField id={ids.heartRate} label={labels.heartRate} value={heartRate} onChange={setHeartRate} />
    </FieldTestSection>
  );
}

export function SixMinuteWalkForm({ stored, onStored }: FieldTestFormProps) {
  const [distance, setDistance] = useState('');
  const [heartRate, setHeartRate] = useState('');
  const ids = FIELD_IDS.sixMinuteWalk;
  const labels = { distance: 'Distance walked (m)', heartRate: 'Seated heart rate (bpm)' };
  const systolic = useProfile((c) => c.user.bloodPressure?.sbp ?? null);
  const height = useProfile((c) => c.user.height);
  return (
    <FieldTestSection
      test="sixMinuteWalk"
      title="6 Minute Walk"
      procedure={[
        'Measure your seated heart rate after a few minutes of rest.',
        'Walk back and forth along a flat, measured corridor (for example 30 m long) for 6 minutes, covering as much ground as you can; slow down or rest if you need to.',
        'Measure the distance walked in metres.',
      ]}
      notes={(stopEarly) => (
        <>
          <div className="caveat" role="note">
            <p>
              <strong>Caveat:</strong> this equation estimates <strong>peak VO2</strong>, not VO2 max, and it comes from
              people with advanced heart failure (Cahalin et al., 1996). For healthy adults the number and its category
              are only a rough guide.
            </p>
            <p className="hint">
              It also uses your stored systolic blood pressure
              {systolic !== null ? ` (${systolic} mmHg)` : ''} and height{height !== null ? ` (${height} cm)` : ''}.
            </p>
          </div>
          <FieldTestCountdown
            test="sixMinuteWalk"
            distanceFieldId={ids.distance}
            distanceLabel={labels.distance}
            onStoppedEarly={stopEarly}
          />
        </>
      )}
      inputs={`${distance}:${heartRate}`}
      canSubmit={isValidNumber(distance, SIX_MINUTE_DISTANCE_RULES) && isValidNumber(heartRate, HEART_RATE_RULES)}
      missing={missingLabels([
        [labels.distance, distance],
        [labels.heartRate, heartRate],
      ])}
      build={(user, early) => sixMinuteWalkSubmission(user, distance, heartRate, early)}
      stored={stored}
      onStored={onStored}
      resultLabel="Peak VO2"
    >
      <DistanceField
        id={ids.distance}
        label={labels.distance}
        value={distance}
        onChange={setDistance}
        rules={SIX_MINUTE_DISTANCE_RULES}
      />
      <HeartRateField id={ids.heartRate} label={labels.heartRate} value={heartRate} onChange={setHeartRate} />
    </FieldTestSection>
  );
}
