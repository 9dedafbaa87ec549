// 'Please fill out the Demographic Form', linking to /parq and back here (query included) afterwards; names what is missing
// (decision 0020). A missing weight is asked for right here as well (decision 0174): every re-test session starts without
// one (decision 38), and a result that needs it should not send the tester away from the test.
import { Link, useLocation } from 'react-router-dom';
import type { Requirement } from '@/profile/profileUpdate';
import { demographicsThen } from '@/domain/routePaths';
import { TodaysWeightPrompt } from './TodaysWeightPrompt';

const NAMES: Record<Requirement, string> = {
  sex: 'sex',
  age: 'age',
  currentWeight: 'weight',
  height: 'height',
  fname: 'first name',
  lname: 'last name',
};

export function DemographicsPrompt({ missing = [], suffix }: { missing?: readonly Requirement[]; suffix?: string }) {
  const location = useLocation();
  return (
    <div className="panel demographics-prompt">
      {missing.length > 0 ? <p>Missing: {missing.map((m) => NAMES[m]).join(', ')}.</p> : null}
      <p>
        <Link to={demographicsThen(location.pathname + location.search)}>Please fill out the Demographic Form</Link>
        {suffix ? ` ${suffix}` : null}
      </p>
      {missing.includes('currentWeight') ? <TodaysWeightPrompt needs="this test's results" /> : null}
    </div>
  );
}
