// Intensity by percent of maximal heart rate, from the HRmax estimated from age at the demographics submit.
import { INTENSITY_PROVENANCE, intensityColumn } from '@/calculators/intensityZones';
import { intensityTable } from '@/calculators/intensityTables';
import { DemographicsPrompt } from '@/components/DemographicsPrompt';
import { useProfile } from '@/state/AppActorsContext';
import { IntensitySection } from './IntensitySection';
import { IntensityTablePanel } from './IntensityTablePanel';
import { DEMOGRAPHICS_LINK } from './promptLinks';
import { ZoneList } from './ZoneList';

export function HeartRateMaxSection() {
  const hrMax = useProfile((c) => c.user.hrMax);
  const column = intensityColumn('hrMax');
  return (
    <IntensitySection
      id="heart-rate-max"
      title="Heart rate max"
      intro={
        <p>
          Target heart rates as a percentage of your maximal heart rate (HRmax)
          {hrMax === null ? (
            ', which is estimated from your age.'
          ) : (
            <>
              , estimated from your age: <strong>{hrMax} bpm</strong>.
            </>
          )}
        </p>
      }
      zones={<ZoneList column={column} heading={`Zones by ${column.label}`} />}
      sources={[INTENSITY_PROVENANCE]}
    >
      {hrMax === null ? (
        <DemographicsPrompt suffix="so your maximal heart rate can be estimated from your age." />
      ) : (
        <IntensityTablePanel
          id="heart-rate-max"
          layoutLabel="Heart rate max table layout"
          caption={`Target heart rate for HRmax ${hrMax} bpm`}
          percentHeader={column.label}
          valueHeader="Heart rate (bpm)"
          rowsFor={(step) => intensityTable({ basis: 'hrMax', max: hrMax, step })}
          fix={DEMOGRAPHICS_LINK}
        />
      )}
    </IntensitySection>
  );
}
