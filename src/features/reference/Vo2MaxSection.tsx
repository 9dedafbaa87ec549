// Intensity by percent of VO2 max, from the VO2 max of the latest cardiorespiratory test.
import { INTENSITY_PROVENANCE, intensityColumn } from '@/calculators/intensityZones';
import { intensityTable } from '@/calculators/intensityTables';
import { useProfile } from '@/state/AppActorsContext';
import { IntensitySection } from './IntensitySection';
import { IntensityTablePanel } from './IntensityTablePanel';
import { MissingValuePrompt } from './MissingValuePrompt';
import { VO2_MAX_TEST_LINK, VO2_MAX_TEST_LINKS } from './promptLinks';
import { ZoneList } from './ZoneList';

export function Vo2MaxSection() {
  const vo2Max = useProfile((c) => c.user.vo2Max?.vo2Max ?? null);
  const column = intensityColumn('vo2Max');
  return (
    <IntensitySection
      id="vo2-max"
      title="VO2 max"
      intro={
        <p>
          Oxygen uptake as a percentage of your maximal oxygen uptake
          {vo2Max === null ? (
            ' (VO2 max), measured by a cardiorespiratory test.'
          ) : (
            <>
              : <strong>{vo2Max} mL/kg/min</strong>.
            </>
          )}
        </p>
      }
      zones={<ZoneList column={column} heading={`Zones by ${column.label}`} />}
      sources={[INTENSITY_PROVENANCE]}
    >
      {vo2Max === null ? (
        <MissingValuePrompt links={VO2_MAX_TEST_LINKS}>
          This table needs your VO2 max. Take a VO2 max test:
        </MissingValuePrompt>
      ) : (
        <IntensityTablePanel
          id="vo2-max"
          layoutLabel="VO2 max table layout"
          caption={`Oxygen uptake for VO2 max ${vo2Max} mL/kg/min`}
          percentHeader={column.label}
          valueHeader="VO2 (mL/kg/min)"
          rowsFor={(step) => intensityTable({ basis: 'vo2Max', max: vo2Max, step })}
          fix={VO2_MAX_TEST_LINK}
        />
      )}
    </IntensitySection>
  );
}
