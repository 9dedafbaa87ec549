// Intensity by percent of the one-repetition maximum (1RM) of the bench press and the leg press, in kg or lb.
import { INTENSITY_PROVENANCE, intensityColumn } from '@/calculators/intensityZones';
import { intensityTable } from '@/calculators/intensityTables';
import { UnitSelector } from '@/components/UnitSelector';
import { useProfile } from '@/state/AppActorsContext';
import { IntensitySection } from './IntensitySection';
import { IntensityTablePanel } from './IntensityTablePanel';
import { MissingValuePrompt, type PromptLink } from './MissingValuePrompt';
import { BENCH_PRESS_LINK, LEG_PRESS_LINK } from './promptLinks';
import { ZoneList } from './ZoneList';

interface LiftTableProps {
  id: string;
  lift: string;
  /** kg, from the profile; null when not recorded. */
  oneRepMaxKg: number | null;
  recordLink: PromptLink;
}

function LiftTable({ id, lift, oneRepMaxKg, recordLink }: LiftTableProps) {
  const imperial = useProfile((c) => !c.user.prefers_metric);
  const column = intensityColumn('oneRepMax');
  if (oneRepMaxKg === null) {
    return (
      <MissingValuePrompt links={[recordLink]}>
        The {lift.toLowerCase()} table needs your {lift.toLowerCase()} 1RM.
      </MissingValuePrompt>
    );
  }
  const unit = imperial ? 'lb' : 'kg';
  return (
    <IntensityTablePanel
      id={id}
      layoutLabel={`${lift} table layout`}
      caption={`${lift}: weight by percent of your 1RM (the 100 % row)`}
      percentHeader={column.label}
      valueHeader={`Weight (${unit})`}
      formatValue={imperial ? (value) => value.toFixed(2) : String}
      rowsFor={(step) => intensityTable({ basis: 'oneRepMax', max: oneRepMaxKg, step, imperial })}
      fix={recordLink}
    />
  );
}

export function OneRepMaxSection() {
  const benchPress = useProfile((c) => c.user.benchPress?.benchPress ?? null);
  const legPress = useProfile((c) => c.user.legPress?.legPress ?? null);
  const column = intensityColumn('oneRepMax');
  return (
    <IntensitySection
      id="one-rep-max"
      title="1RM"
      intro={<p>Resistance training loads as a percentage of your one-repetition maximum (1RM).</p>}
      zones={<ZoneList column={column} heading={`Zones by ${column.label}`} />}
      sources={[INTENSITY_PROVENANCE]}
    >
      <UnitSelector />
      <LiftTable id="bench-press-1rm" lift="Bench press" oneRepMaxKg={benchPress} recordLink={BENCH_PRESS_LINK} />
      <LiftTable id="leg-press-1rm" lift="Leg press" oneRepMaxKg={legPress} recordLink={LEG_PRESS_LINK} />
    </IntensitySection>
  );
}
