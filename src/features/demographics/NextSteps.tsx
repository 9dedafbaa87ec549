// The list of next steps shown on /parq once an age is stored.
import { Link } from 'react-router-dom';
import { ROUTE_PATHS } from '@/domain/routePaths';

const NEXT_STEPS = [
  { to: ROUTE_PATHS.circumferences, label: 'Measure body circumferences' },
  { to: ROUTE_PATHS.skinfolds, label: 'Measure skinfolds for body composition' },
  { to: ROUTE_PATHS.bloodPressure, label: 'Record blood pressure' },
  { to: ROUTE_PATHS.restingHr, label: 'Record resting heart rate' },
  { to: ROUTE_PATHS.pushupsInstructions, label: 'Take the pushup test' },
  { to: ROUTE_PATHS.stepTestInstructions, label: 'Take the McArdle step test' },
  { to: ROUTE_PATHS.currentSession, label: 'See your fitness summary' },
];

export function NextSteps() {
  return (
    <section className="next-steps" aria-labelledby="next-steps-heading">
      <h2 id="next-steps-heading">Next steps</h2>
      <ol>
        {NEXT_STEPS.map((step) => (
          <li key={step.to}>
            <Link to={step.to}>{step.label}</Link>
          </li>
        ))}
      </ol>
    </section>
  );
}
