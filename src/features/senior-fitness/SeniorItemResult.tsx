// The result at /senior-fitness/results/:item: one Senior Fitness Test item's timer, score and result (decision 47).
// The count items have the 30-s, 2-min or 6-min count with its tones and tap counter (the walk's taps are laps), the
// up-and-go its two-trial stopwatch; each fills the score form, typed in the user's units (yards or metres, inches or
// cm), which stores the score in the session. The result compares it with the normal range for the client's sex and age.
import '@/styles/screens.css';
import { useCallback, useState, type FormEvent } from 'react';
import { FormActions } from '@/components/FormActions';
import { NumberField } from '@/components/NumberField';
import { isValidNumber, type NumberRules } from '@/components/numberFieldRules';
import { missingLabels } from '@/components/submitHint';
import type { SeniorItem } from '@/norms/seniorFitness';
import { seniorItemReset, seniorItemUpdate } from '@/profile/builders/seniorFitnessUpdate';
import {
  BEST_OF_TWO_ITEMS,
  SENIOR_ITEM_LABELS,
  SENIOR_SCORE_LIMITS,
  seniorEntryUnit,
  seniorStoredToEntry,
} from '@/profile/seniorFitnessResults';
import type { UserProfile } from '@/profile/profileTypes';
import { typedNumber } from '@/domain/typedNumber';
import { yardsToMetres } from '@/calculators/seniorFitnessUnits';
import { useAppActors, useProfile } from '@/state/AppActorsContext';
import { useResetUpdate, useSubmitBuiltUpdate } from '@/state/useSubmitUpdate';
import { TIMED_COUNT_SECONDS, type TimedCountTest } from '@machines/timedCountMachine';
import { SENIOR_ITEM_TEXT } from './seniorItemText';
import { SeniorResultPanel } from './SeniorResultPanel';
import { TimedCountTimer } from './TimedCountTimer';
import { UpAndGoTimer } from './UpAndGoTimer';
import { UnknownItem } from './SeniorItemInstructions';
import { useSeniorItemParam } from './seniorItemRoute';

export function SeniorItemResult() {
  const item = useSeniorItemParam();
  if (item === null) return <UnknownItem />;
  // A new item is a new form: its fields start from that item's stored score.
  return <ItemResult key={item} item={item} />;
}

/** The typed texts of a stored result, in the user's units ('' where there is none). */
function storedTexts(user: UserProfile, item: SeniorItem): string[] {
  const stored = user.seniorFitness.find((r) => r.item === item);
  const metric = user.prefers_metric;
  if (!stored) return BEST_OF_TWO_ITEMS.has(item) ? ['', ''] : [''];
  const values = stored.trials ?? [stored.score];
  const texts = values.map((v) => String(seniorStoredToEntry(item, v, metric)));
  return BEST_OF_TWO_ITEMS.has(item) ? [texts[0] ?? '', texts[1] ?? ''] : texts;
}

/** The distance of whole 50-yard laps of the SFT course, in the user's units (yards, or metres to 0.01 m). */
/** One lap of the SFT walking course: a 50-yard rectangle (Rikli & Jones). */
const SFT_LAP_YARDS = 50;

function lapsDistance(laps: number, metric: boolean): number {
  const yards = laps * SFT_LAP_YARDS;
  return metric ? Math.round(yardsToMetres(yards) * 100) / 100 : yards;
}

const isTimedCountTest = (item: SeniorItem): item is TimedCountTest => Object.hasOwn(TIMED_COUNT_SECONDS, item);

function fieldRules(item: SeniorItem, metric: boolean): NumberRules {
  const limit = SENIOR_SCORE_LIMITS[item];
  return {
    min: seniorStoredToEntry(item, limit.min, metric),
    max: seniorStoredToEntry(item, limit.max, metric),
    ...(limit.integer ? { integer: true } : {}),
  };
}

/** The field's step: half inches or whole cm for the reach tests, 0.1 s, whole yards or metres, whole counts. */
function fieldStep(item: SeniorItem, metric: boolean): number {
  if (item === 'chairSitAndReach' || item === 'backScratch') return metric ? 1 : 0.5;
  return item === 'upAndGo' ? 0.1 : 1;
}

function ItemResult({ item }: { item: SeniorItem }) {
  const { profile } = useAppActors();
  const user = useProfile((c) => c.user);
  const metric = user.prefers_metric;
  const [texts, setTexts] = useState(() => storedTexts(profile.getSnapshot().context.user, item));
  const submit = useSubmitBuiltUpdate();
  const reset = useResetUpdate();
  const text = SENIOR_ITEM_TEXT[item];
  const label = SENIOR_ITEM_LABELS[item];
  const unit = seniorEntryUnit(item, metric);
  const rules = fieldRules(item, metric);
  const bestOfTwo = BEST_OF_TWO_ITEMS.has(item);
  const fieldLabels = bestOfTwo ? [`Trial 1 (${unit})`, `Trial 2 (${unit})`] : [`Score (${unit})`];
  const stored = user.seniorFitness.find((r) => r.item === item) ?? null;
  // The first field is required; a best-of-two item's second trial may be left empty (one trial done).
  const canSubmit =
    isValidNumber(texts[0] ?? '', rules) && texts.slice(1).every((t) => t.trim() === '' || isValidNumber(t, rules));

  const setText = (index: number, value: string) =>
    setTexts((current) => current.map((t, i) => (i === index ? value : t)));
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit(() => seniorItemUpdate(profile.getSnapshot().context.user, item, texts.map(typedNumber), metric));
  };
  const onReset = () => {
    reset(seniorItemReset(profile.getSnapshot().context.user, item));
    setTexts(bestOfTwo ? ['', ''] : ['']);
  };
  const useTrials = useCallback(
    (seconds: readonly number[]) => setTexts([String(seconds[0] ?? ''), String(seconds[1] ?? '')]),
    [],
  );

  return (
    <section className="screen senior-item-result">
      <h1>{label}</h1>
      <p>{text.scoring}</p>
      {isTimedCountTest(item) && text.tapWord ? (
        <TimedCountTimer
          test={item}
          title={label}
          tapWord={text.tapWord}
          countNote={text.countNote}
          scoreButtonLabel={(count) =>
            item === 'sixMinuteWalk'
              ? `Use ${count} laps (${lapsDistance(count, metric)} ${unit}) as the distance`
              : `Use ${count} as the score`
          }
          onUseCount={(count) => {
            setText(0, String(item === 'sixMinuteWalk' ? lapsDistance(count, metric) : count));
            document.getElementById('score')?.focus();
          }}
        />
      ) : null}
      {text.timer === 'stopwatch' ? <UpAndGoTimer title={label} onTrials={useTrials} /> : null}
      <form className="form" noValidate onSubmit={onSubmit} aria-label={`${label} result`}>
        <div className={bestOfTwo ? 'senior-trials' : undefined}>
          {fieldLabels.map((fieldLabel, index) => (
            <NumberField
              key={fieldLabel}
              name={bestOfTwo ? `trial${index + 1}` : 'score'}
              label={fieldLabel}
              value={texts[index] ?? ''}
              onChange={(value) => setText(index, value)}
              {...rules}
              step={fieldStep(item, metric)}
              required={index === 0}
              placeholder={unit}
            />
          ))}
        </div>
        <FormActions
          stored={stored !== null}
          canSubmit={canSubmit}
          missing={missingLabels([[fieldLabels[0]!, texts[0] ?? '']])}
          onReset={onReset}
          resetWhat={`${label} result`}
        />
      </form>
      {stored ? <SeniorResultPanel result={stored} sex={user.sex} age={user.age} metric={metric} /> : null}
    </section>
  );
}
