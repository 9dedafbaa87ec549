// Instruction screens (spec §2): title, heading, procedure, unit selector, "What you need", Click to Begin.
import '@/styles/screens.css';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { EquipmentKey } from '@/domain/equipment';
import { useProfile } from '@/state/AppActorsContext';
import { missingRequirements, type Requirement } from '@/profile/profileUpdate';
import { UnitSelector } from './UnitSelector';
import { EquipmentChecklist } from './EquipmentChecklist';
import { DemographicsPrompt } from './DemographicsPrompt';
import { AgeWeightCheck } from './AgeWeightCheck';

export interface InstructionsLayoutProps {
  title: string;
  heading: string;
  intro?: ReactNode;
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
}

export function InstructionsLayout(props: InstructionsLayoutProps) {
  const user = useProfile((c) => c.user);
  const missing = missingRequirements(user, props.requires ?? ['age', 'sex']);
  return (
    <section className="screen instructions">
      <h1>{props.title}</h1>
      <h2>{props.heading}</h2>
      {props.intro}
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
    </section>
  );
}
