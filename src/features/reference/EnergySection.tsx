// Energy per minute at each percent of VO2 reserve (resting VO2 3.5 mL/kg/min), from the row's VO2 and the body weight.
import { ENERGY_PER_MINUTE_PROVENANCE } from '@/calculators/energyPerMinute';
import { INTENSITY_PROVENANCE, intensityColumn } from '@/calculators/intensityZones';
import { intensityTable } from '@/calculators/intensityTables';
import { DemographicsPrompt } from '@/components/DemographicsPrompt';
import { useProfile } from '@/state/AppActorsContext';
import { IntensitySection } from './IntensitySection';
import { IntensityTablePanel } from './IntensityTablePanel';
import { MissingValuePrompt } from './MissingValuePrompt';
import { VO2_MAX_TEST_LINK, VO2_MAX_TEST_LINKS } from './promptLinks';
import { ZoneList } from './ZoneList';

function EnergyTable() {
  const vo2Max = useProfile((c) => c.user.vo2Max?.vo2Max ?? null);
  const weightKg = useProfile((c) => c.user.currentWeight);
  const column = intensityColumn('vo2Reserve');
  if (weightKg === null) return <DemographicsPrompt missing={['currentWeight']} />;
  if (vo2Max === null) {
    return (
      <MissingValuePrompt links={VO2_MAX_TEST_LINKS}>
        This table needs your VO2 max. Take a VO2 max test:
      </MissingValuePrompt>
    );
  }
  return (
    <IntensityTablePanel
      id="energy"
      layoutLabel="Energy table layout"
      caption={`Energy per minute for VO2 max ${vo2Max} mL/kg/min and body weight ${weightKg} kg`}
      percentHeader={column.label}
      valueHeader="VO2 (mL/kg/min)"
      showEnergy
      rowsFor={(step) => intensityTable({ basis: 'vo2Reserve', max: vo2Max, weightKg, step })}
      fix={VO2_MAX_TEST_LINK}
    />
  );
}

export function EnergySection() {
  const column = intensityColumn('vo2Reserve');
  return (
    <IntensitySection
      id="energy"
      title="Energy"
      intro={
        <p>
          Kilocalories burned per minute at each percentage of your VO2 reserve (VO2 max minus the resting VO2), from
          the oxygen uptake of the row and your body weight. A percentage of VO2 reserve matches the same percentage of
          heart rate reserve.
        </p>
      }
      zones={<ZoneList column={column} heading={`Zones by ${column.label}`} />}
      sources={[INTENSITY_PROVENANCE, ENERGY_PER_MINUTE_PROVENANCE]}
    >
      <EnergyTable />
    </IntensitySection>
  );
}
