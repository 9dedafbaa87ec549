// The instructions at /senior-fitness/:item: one Senior Fitness Test item's instructions (decision 47): what it measures, the equipment,
// the procedure and its safety rules with the general indications for stopping a test, how it is scored. Offered to
// anyone (no age or sex needed to begin); Click to Begin opens its timer and score form.
import { Link } from 'react-router-dom';
import { InstructionsLayout } from '@/components/InstructionsLayout';
import { StopTestIndications } from '@/components/StopTestIndications';
import type { EquipmentKey } from '@/domain/equipment';
import { ROUTE_PATHS } from '@/domain/routePaths';
import { seniorItemResultPath } from '@/domain/seniorRoutes';
import { SENIOR_ITEM_LABELS } from '@/profile/seniorFitnessResults';
import { useUnlockRunAudio } from '@/state/run/protocolEffects';
import { SENIOR_ITEM_TEXT, type SeniorTimer } from './seniorItemText';
import { useSeniorItemParam } from './seniorItemRoute';

/** The app's own checklist keys for what the item's timer or measure replaces. */
const CHECKLIST: Readonly<Record<SeniorTimer, readonly EquipmentKey[]>> = {
  count: ['stopwatch'],
  stopwatch: ['stopwatch', 'measuringTape'],
  none: ['measuringTape'],
};

export function SeniorItemInstructions() {
  const item = useSeniorItemParam();
  const unlockAudio = useUnlockRunAudio();
  if (item === null) return <UnknownItem />;
  const text = SENIOR_ITEM_TEXT[item];
  return (
    <InstructionsLayout
      title={`${SENIOR_ITEM_LABELS[item]} Instructions`}
      heading={text.measures}
      intro={
        <>
          <p>
            Part of the <Link to={ROUTE_PATHS.seniorFitness}>Senior Fitness Test</Link> (Rikli &amp; Jones), for adults
            60 and over.
          </p>
          <h3>Equipment</h3>
          <ul className="senior-equipment">
            {text.equipment.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </>
      }
      steps={text.steps}
      equipment={CHECKLIST[text.timer]}
      beginTo={seniorItemResultPath(item)}
      onBegin={unlockAudio}
      requires={[]}
    >
      <h3>Safety</h3>
      {text.safety.length > 0 ? (
        <ul>
          {text.safety.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : null}
      <StopTestIndications />
      <h3>Score</h3>
      <p>{text.scoring}</p>
    </InstructionsLayout>
  );
}

export function UnknownItem() {
  return (
    <section className="screen">
      <h1>No such test</h1>
      <p>
        This address names no Senior Fitness Test item. <Link to={ROUTE_PATHS.seniorFitness}>See the seven tests</Link>.
      </p>
    </section>
  );
}
