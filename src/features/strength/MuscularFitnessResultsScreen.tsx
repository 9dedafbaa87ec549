// /strength/results: the muscular fitness summary (spec §2): category, weight moved and ratio to body mass per test.
import '@/styles/screens.css';
import './strength.css';
import { Link } from 'react-router-dom';
import { useProfile } from '@/state/AppActorsContext';
import { StrengthSummaryTable } from './StrengthSummaryTable';
import { ROUTE_PATHS, categoriesSection } from '@/domain/routePaths';

export function MuscularFitnessResultsScreen() {
  const user = useProfile((c) => c.user);
  const tested = user.legPress !== null || user.benchPress !== null || user.gripStrength !== null;
  return (
    <section className="screen strength-results">
      <h1>Muscular Fitness Summary</h1>
      {tested ? (
        <StrengthSummaryTable user={user} />
      ) : (
        <p className="panel">
          No strength results yet.{' '}
          <Link to={ROUTE_PATHS.muscularFitness}>Enter them on the Muscular Fitness form.</Link>
        </p>
      )}
      <h2>Next steps</h2>
      <ul>
        <li>
          <Link to={ROUTE_PATHS.muscularFitness}>Change your results on the Muscular Fitness form</Link>
        </li>
        <li>
          <Link to={categoriesSection('bench-press')}>Compare your results in the Fitness Categories tab</Link>
        </li>
        <li>
          <Link to={ROUTE_PATHS.currentSession}>Share, print or save your results in the Current Session tab</Link>
        </li>
      </ul>
    </section>
  );
}
