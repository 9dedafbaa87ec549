// Intensity by percent of maximal METs (VO2 max / 3.5); the zone column is chosen by that capacity (decision 0012).
import { INTENSITY_PROVENANCE, INTENSITY_ZONE_TABLE, intensityColumn } from '@/calculators/intensityZones';
import { intensityTable } from '@/calculators/intensityTables';
import { METS_PROVENANCE, metsFromVo2 } from '@/calculators/oxygenUptake';
import { useProfile } from '@/state/AppActorsContext';
import { calculateOrExplain } from './calculateOrExplain';
import { IntensitySection } from './IntensitySection';
import { IntensityTablePanel } from './IntensityTablePanel';
import { MissingValuePrompt } from './MissingValuePrompt';
import { VO2_MAX_TEST_LINK, VO2_MAX_TEST_LINKS } from './promptLinks';
import { ZoneList } from './ZoneList';

const METS_COLUMNS = INTENSITY_ZONE_TABLE.filter((column) => column.basis === 'mets');

export function MetsSection() {
  const vo2Max = useProfile((c) => c.user.vo2Max?.vo2Max ?? null);
  const capacity = vo2Max === null ? null : calculateOrExplain(() => metsFromVo2(vo2Max));
  const maxMets = capacity?.ok ? capacity.value : null;
  const columns = maxMets === null ? METS_COLUMNS : [intensityColumn('mets', maxMets)];
  return (
    <IntensitySection
      id="mets"
      title="METs"
      intro={
        <p>
          One MET is the oxygen uptake at rest. Your capacity in METs is your VO2 max divided by one MET
          {maxMets === null ? (
            '; the zone limits depend on it.'
          ) : (
            <>
              : <strong>{maxMets} METs</strong>, so this column of zone limits applies.
            </>
          )}
        </p>
      }
      zones={columns.map((column) => (
        <ZoneList key={column.id} column={column} heading={`Zones by ${column.label}`} />
      ))}
      sources={[INTENSITY_PROVENANCE, METS_PROVENANCE]}
    >
      {vo2Max === null ? (
        <MissingValuePrompt links={VO2_MAX_TEST_LINKS}>
          This table needs your VO2 max. Take a VO2 max test:
        </MissingValuePrompt>
      ) : (
        <IntensityTablePanel
          id="mets"
          layoutLabel="METs table layout"
          caption={maxMets === null ? 'METs' : `METs for a capacity of ${maxMets} METs`}
          percentHeader="% max METs"
          valueHeader="METs"
          rowsFor={(step) => intensityTable({ basis: 'mets', max: metsFromVo2(vo2Max), step })}
          fix={VO2_MAX_TEST_LINK}
        />
      )}
    </IntensitySection>
  );
}
