// The list of next steps shown on /parq once an age is stored.
import { Link } from 'react-router-dom';

const NEXT_STEPS = [
  { to: '/circumferences', label: 'Measure body circumferences' },
  { to: '/skinfolds', label: 'Measure skinfolds for body composition' },
  { to: '/blood-pressure', label: 'Record blood pressure' },
  { to: '/resting-hr', label: 'Record resting heart rate' },
  { to: '/pushups/instructions', label: 'Take the pushup test' },
  { to: '/step-test/instructions', label: 'Take the McArdle step test' },
  { to: '/current-session', label: 'See your fitness summary' },
];

export function NextSteps() {
  return (
    <section className="next-steps" aria-labelledby="next-steps-heading">
      <h2 id="next-steps-heading">Next steps</h2>
      <ol>
        {NEXT_STEPS.map((step) => (
          <li key={step.to}><Link to={step.to}>{step.label}</Link></li>
        ))}
      </ol>
    </section>
  );
}
