// Instruction screens (spec §2): title, heading, procedure, unit selector, "What you need", Click to Begin.
import '@/styles/screens.css';
import type { ComponentType, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { EquipmentKey } from '@/domain/equipment';
import { useProfile } from '@/state/AppActorsContext';
import { missingRequirements, type Requirement } from '@/profile/profileUpdate';
import { UnitSelector } from './UnitSelector';
import { EquipmentChecklist } from './EquipmentChecklist';
import { DemographicsPrompt } from './DemographicsPrompt';
import { AgeWeightCheck } from './AgeWeightCheck';

/** The screen's title, heading and lead, written here; or its `frame`, a component of its own that draws them. */
type InstructionsLead =
  | { title: string; heading: string; intro?: ReactNode; frame?: never }
  | {
      /** A frame the shell can draw before this layout's code has loaded (a route's intro, docs/first-load.md). */
      frame: ComponentType<{ children?: ReactNode }>;
      title?: never;
      heading?: never;
      intro?: never;
    };

export type InstructionsLayoutProps = InstructionsLead & {
  steps: readonly ReactNode[];
  equipment: readonly EquipmentKey[];
  /** Where Click to Begin goes (the test or the results page). */
  beginTo: string;
  beginLabel?: string;
  /** Runs inside the Click to Begin press (e.g. unlock audio for the timed run it opens). */
  onBegin?: () => void;
  requires?: readonly Requirement[];
  /** The treadmill page adds 'before taking tests' after the prompt. */
  promptSuffix?: string;
  children?: ReactNode;
};

export function InstructionsLayout(props: InstructionsLayoutProps) {
  const user = useProfile((c) => c.user);
  const missing = missingRequirements(user, props.requires ?? ['age', 'sex']);
  return (
    <InstructionsFrame {...props}>
      <UnitSelector />
      <EquipmentChecklist items={props.equipment} />
      <h3>Procedure</h3>
      <ol className="procedure">
        {props.steps.map((step, index) => (
          <li key={index}>{step}</li>
        ))}
      </ol>
      {props.children}
      {missing.length === 0 ? (
        <AgeWeightCheck>
          <Link className="button button-primary button-large" to={props.beginTo} onClick={props.onBegin}>
            {props.beginLabel ?? 'Click to Begin'}
          </Link>
        </AgeWeightCheck>
      ) : (
        <DemographicsPrompt missing={missing} suffix={props.promptSuffix} />
      )}
    </InstructionsFrame>
  );
}

function InstructionsFrame({
  frame: Frame,
  title,
  heading,
  intro,
  children,
}: InstructionsLead & { children: ReactNode }) {
  if (Frame) return <Frame>{children}</Frame>;
  return (
    <section className="screen instructions">
      <h1>{title}</h1>
      <h2>{heading}</h2>
      {intro}
      {children}
    </section>
  );
}
