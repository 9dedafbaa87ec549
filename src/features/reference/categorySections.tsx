// What the Fitness Categories screen shows: four columns of sections, each with its anchor id and the tables it holds.
import type { ComponentType } from 'react';
import { BloodPressureClassTable } from './BloodPressureClassTable';
import { BmiClassTable } from './BmiClassTable';
import { BySexTables } from './BySexTables';
import type { CategoryView } from './categoryView';
import { NormRangeTable } from './NormRangeTable';
import { PercentileTable } from './PercentileTable';
import { WaistRiskTable } from './WaistRiskTable';

export interface CategorySection {
  /** The anchor: /categories#{id} (result pages link here). */
  readonly id: string;
  readonly title: string;
  readonly Content: ComponentType<{ view: CategoryView }>;
}

export interface CategoryColumn {
  readonly id: string;
  readonly title: string;
  readonly sections: readonly CategorySection[];
}

function BodyFatTables({ view }: { view: CategoryView }) {
  const percentiles = (
    <BySexTables
      view={view}
      render={(sex) => <PercentileTable tableKey="bodyFat" sex={sex} unit="% body fat" view={view} />}
    />
  );
  if (view.showAll) {
    return (
      <>
        <p className="section-intro">
          Percentiles of body fat by age group: the higher the percentile, the leaner. Each row shows the category it
          falls in.
        </p>
        {percentiles}
      </>
    );
  }
  // For a person: the category ranges of their group (the same bounds), their percentile column one click away.
  return (
    <>
      <p className="section-intro">Category ranges of body fat; the leaner categories first.</p>
      <BySexTables
        view={view}
        render={(sex) => <NormRangeTable tableKey="bodyFat" sex={sex} unit="% body fat" view={view} />}
      />
      <details className="more-tables">
        <summary>The percentiles for your age group</summary>
        {percentiles}
      </details>
    </>
  );
}

function PushupTables({ view }: { view: CategoryView }) {
  return (
    <BySexTables
      view={view}
      render={(sex) => <NormRangeTable tableKey="pushups" sex={sex} unit="repetitions" view={view} />}
    />
  );
}

function Vo2MaxTables({ view }: { view: CategoryView }) {
  // For a person the category ranges say enough; their percentile column stays one click away.
  const percentiles = (
    <BySexTables
      view={view}
      render={(sex) => <PercentileTable tableKey="vo2max" sex={sex} unit="mL/kg/min" view={view} />}
    />
  );
  return (
    <>
      <p className="section-intro">
        Category ranges first, then the FRIEND treadmill percentiles the categories are taken from.
      </p>
      <BySexTables
        view={view}
        render={(sex) => (
          <NormRangeTable tableKey="vo2max" sex={sex} unit="mL/kg/min" naturalWidth="wide" view={view} />
        )}
      />
      {view.showAll ? (
        percentiles
      ) : (
        <details className="more-tables">
          <summary>The FRIEND percentiles for your age group</summary>
          {percentiles}
        </details>
      )}
    </>
  );
}

function BenchPressTables({ view }: { view: CategoryView }) {
  return (
    <>
      <p className="section-intro">Ratio of the one-repetition maximum to body weight, both in the same unit.</p>
      <BySexTables
        view={view}
        render={(sex) => (
          <NormRangeTable tableKey="benchPress" sex={sex} unit="1RM ÷ body weight" naturalWidth="wide" view={view} />
        )}
      />
    </>
  );
}

function LegPressTables({ view }: { view: CategoryView }) {
  return (
    <>
      <p className="section-intro">Ratio of the one-repetition maximum to body weight, both in the same unit.</p>
      <BySexTables
        view={view}
        render={(sex) => (
          <NormRangeTable tableKey="legPress" sex={sex} unit="1RM ÷ body weight" naturalWidth="wide" view={view} />
        )}
      />
    </>
  );
}

function GripTables({ view }: { view: CategoryView }) {
  return (
    <>
      <p className="section-intro">The best squeeze of the left hand plus the best of the right hand.</p>
      <BySexTables
        view={view}
        render={(sex) => (
          <NormRangeTable tableKey="gripStrength" sex={sex} unit="kg, both hands" naturalWidth="wide" view={view} />
        )}
      />
    </>
  );
}

function SitAndReachTables({ view }: { view: CategoryView }) {
  return (
    <>
      <p className="section-intro">The reading on the sit-and-reach box.</p>
      <BySexTables
        view={view}
        render={(sex) => <NormRangeTable tableKey="sitAndReach" sex={sex} unit="cm" view={view} />}
      />
    </>
  );
}

export const CATEGORY_COLUMNS: readonly CategoryColumn[] = [
  {
    id: 'health',
    title: 'Health',
    sections: [
      { id: 'bodyfat', title: 'Body fat', Content: BodyFatTables },
      { id: 'bmi', title: 'Body mass index (BMI)', Content: BmiClassTable },
      { id: 'waist-circumference', title: 'Waist circumference', Content: WaistRiskTable },
      { id: 'blood-pressure', title: 'Blood pressure', Content: BloodPressureClassTable },
    ],
  },
  {
    id: 'endurance',
    title: 'Endurance',
    sections: [
      { id: 'pushups', title: 'Push-ups', Content: PushupTables },
      { id: 'vo2', title: 'VO2 max', Content: Vo2MaxTables },
    ],
  },
  {
    id: 'strength',
    title: 'Strength',
    sections: [
      { id: 'bench-press', title: 'Bench press', Content: BenchPressTables },
      { id: 'leg-press', title: 'Leg press', Content: LegPressTables },
      { id: 'grip', title: 'Grip strength', Content: GripTables },
    ],
  },
  {
    id: 'flexibility',
    title: 'Flexibility',
    sections: [{ id: 'sar', title: 'Sit and reach', Content: SitAndReachTables }],
  },
];
