// Intensity by percent of heart rate reserve (HRmax minus resting heart rate, the resting rate added back to each row).
import { INTENSITY_PROVENANCE, intensityColumn } from '@/calculators/intensityZones';
import { intensityTable } from '@/calculators/intensityTables';
import { DemographicsPrompt } from '@/components/DemographicsPrompt';
import { useProfile } from '@/state/AppActorsContext';
import { IntensitySection } from './IntensitySection';
import { IntensityTablePanel } from './IntensityTablePanel';
import { MissingValuePrompt } from './MissingValuePrompt';
import { RESTING_HR_LINK } from './promptLinks';
import { ZoneList } from './ZoneList';

function ReserveTable() {
  const hrMax = useProfile((c) => c.user.hrMax);
  const restingHR = useProfile((c) => c.user.restingHR);
  const column = intensityColumn('hrReserve');
  if (hrMax === null) return <DemographicsPrompt suffix="so your maximal heart rate can be estimated from your age." />;
  if (restingHR === null) {
    return <MissingValuePrompt links={[RESTING_HR_LINK]}>This table needs your resting heart rate.</MissingValuePrompt>;
  }
  return (
    <IntensityTablePanel
      id="heart-rate-reserve"
      layoutLabel="Heart rate reserve table layout"
      caption={`Target heart rate for HRmax ${hrMax} bpm and resting heart rate ${restingHR} bpm`}
      percentHeader={column.label}
      valueHeader="Heart rate (bpm)"
      rowsFor={(step) => intensityTable({ basis: 'hrReserve', max: hrMax, rest: restingHR, step })}
      fix={RESTING_HR_LINK}
    />
  );
}

export function HeartRateReserveSection() {
  const column = intensityColumn('hrReserve');
  return (
    <IntensitySection
      id="heart-rate-reserve"
      title="Heart rate reserve"
      intro={
        <p>
          The heart rate reserve is the difference between your maximal and your resting heart rate. Each row takes a
          percentage of the reserve and adds your resting heart rate back.
        </p>
      }
      zones={<ZoneList column={column} heading={`Zones by ${column.label}`} />}
      sources={[INTENSITY_PROVENANCE]}
    >
      <ReserveTable />
    </IntensitySection>
  );
}
