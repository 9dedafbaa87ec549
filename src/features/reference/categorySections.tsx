// What the Fitness Categories screen shows: four columns of sections, each with its anchor id and the tables it holds.
import type { ComponentType } from 'react';
import { BloodPressureClassTable } from './BloodPressureClassTable';
import { BmiClassTable } from './BmiClassTable';
import { BySexTables } from './BySexTables';
import { NormRangeTable } from './NormRangeTable';
import { PercentileTable } from './PercentileTable';
import { WaistRiskTable } from './WaistRiskTable';

export interface CategorySection {
  /** The anchor: /categories#{id} (result pages link here). */
  readonly id: string;
  readonly title: string;
  readonly Content: ComponentType;
}

export interface CategoryColumn {
  readonly id: string;
  readonly title: string;
  readonly sections: readonly CategorySection[];
}

function BodyFatTables() {
  return (
    <>
      <p className="section-intro">
        Percentiles of body fat by age group: the higher the percentile, the leaner. Each row shows the category it falls in.
      </p>
      <BySexTables render={(sex) => <PercentileTable tableKey="bodyFat" sex={sex} unit="% body fat" />} />
    </>
  );
}

function PushupTables() {
  return <BySexTables render={(sex) => <NormRangeTable tableKey="pushups" sex={sex} unit="repetitions" />} />;
}

function Vo2MaxTables() {
  return (
    <>
      <p className="section-intro">Category ranges first, then the FRIEND treadmill percentiles the categories are taken from.</p>
      <BySexTables render={(sex) => <NormRangeTable tableKey="vo2max" sex={sex} unit="mL/kg/min" naturalWidth="wide" />} />
      <BySexTables render={(sex) => <PercentileTable tableKey="vo2max" sex={sex} unit="mL/kg/min" />} />
    </>
  );
}

function BenchPressTables() {
  return (
    <>
      <p className="section-intro">Ratio of the one-repetition maximum to body weight, both in the same unit.</p>
      <BySexTables render={(sex) => <NormRangeTable tableKey="benchPress" sex={sex} unit="1RM ÷ body weight" naturalWidth="wide" />} />
    </>
  );
}

function LegPressTables() {
  return (
    <>
      <p className="section-intro">Ratio of the one-repetition maximum to body weight, both in the same unit.</p>
      <BySexTables render={(sex) => <NormRangeTable tableKey="legPress" sex={sex} unit="1RM ÷ body weight" naturalWidth="wide" />} />
    </>
  );
}

function GripTables() {
  return (
    <>
      <p className="section-intro">The best squeeze of the left hand plus the best of the right hand.</p>
      <BySexTables render={(sex) => <NormRangeTable tableKey="gripStrength" sex={sex} unit="kg, both hands" naturalWidth="wide" />} />
    </>
  );
}

function SitAndReachTables() {
  return (
    <>
      <p className="section-intro">The reading on the sit-and-reach box.</p>
      <BySexTables render={(sex) => <NormRangeTable tableKey="sitAndReach" sex={sex} unit="cm" />} />
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
