// decision 0020: in place of a field test's submit button, which profile data is missing and a link to the form that
// takes it: the Demographic Form for age, sex, weight and height; the Blood Pressure form for the systolic pressure.
import { Link } from 'react-router-dom';
import type { Requirement } from '@/profile/profileUpdate';
import { DemographicsPrompt } from '@/components/DemographicsPrompt';
import type { FieldTestNeed } from './fieldTestFormModels';
import { ROUTE_PATHS } from '@/domain/routePaths';

export function FieldTestMissingData({ missing }: { missing: readonly FieldTestNeed[] }) {
  const demographics = missing.filter((m): m is Requirement => m !== 'systolic');
  return (
    <div className="missing-data">
      {demographics.length > 0 ? <DemographicsPrompt missing={demographics} /> : null}
      {missing.includes('systolic') ? (
        <div className="panel demographics-prompt">
          <p>Missing: systolic blood pressure.</p>
          <p>
            <Link to={ROUTE_PATHS.bloodPressure}>Please fill out the Blood Pressure form</Link>
          </p>
        </div>
      ) : null}
    </div>
  );
}
