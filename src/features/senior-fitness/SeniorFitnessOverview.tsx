// The battery at /senior-fitness: the Senior Fitness Test battery (Rikli & Jones; decision 47): its seven items, each with its
// instructions link and, once done in this session, the score and how it compares with the normal range (the 25th-75th
// percentile of the client's sex and 5-year age group, ages 60-94). Offered to anyone; only verified norms are used.
import '@/styles/screens.css';
import { Link } from 'react-router-dom';
import { ROUTE_PATHS } from '@/domain/routePaths';
import { seniorItemPath } from '@/domain/seniorRoutes';
import { SENIOR_AGE_WINDOW, SENIOR_ITEMS } from '@/norms/seniorFitness';
import { seniorVerdictText } from '@/norms/seniorVerdict';
import { SENIOR_ITEM_LABELS, classifySeniorResult, seniorScoreText } from '@/profile/seniorFitnessResults';
import { useProfile } from '@/state/AppActorsContext';
import { SENIOR_ITEM_TEXT } from './seniorItemText';

export function SeniorFitnessOverview() {
  const user = useProfile((c) => c.user);
  const metric = user.prefers_metric;
  return (
    <section className="screen senior-fitness">
      <h1>Senior Fitness Test</h1>
      <p>
        Seven tests of the strength, endurance, flexibility and agility needed for everyday activities (Rikli &amp;
        Jones). Anyone may do them; a score is compared with the normal range (the middle half, 25th to 75th percentile)
        of people of the same sex and 5-year age group aged {SENIOR_AGE_WINDOW.min} to {SENIOR_AGE_WINDOW.max}, from the
        1994-1998 US study of 7,183 community-residing older adults.
      </p>
      <p className="hint">
        Only norms verified against a published copy are used. Where a cell is not verified yet, the score is kept and
        the result says so.
      </p>
      <ol className="summary-links">
        {SENIOR_ITEMS.map((item) => {
          const result = user.seniorFitness.find((r) => r.item === item);
          return (
            <li key={item} data-item={item}>
              <Link to={seniorItemPath(item)}>{SENIOR_ITEM_LABELS[item]}</Link>
              <span className="hint"> — {SENIOR_ITEM_TEXT[item].measures}</span>
              {result ? (
                <p className="senior-item-result">
                  {seniorScoreText(item, result.score, metric)}:{' '}
                  <strong>{seniorVerdictText(classifySeniorResult(result, user.sex, user.age))}</strong>
                </p>
              ) : null}
            </li>
          );
        })}
      </ol>
      <p>
        <Link to={ROUTE_PATHS.currentSession}>Share, print or save the results in the Current Session tab</Link>
      </p>
    </section>
  );
}
