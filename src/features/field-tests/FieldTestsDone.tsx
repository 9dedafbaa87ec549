// The field tests done in this session (decision 0181): each with what it measured and its VO2 max, all kept in the
// session; the one whose VO2 max the session records (the latest by default) is named, and the tester may choose
// another. Nothing is replaced without saying so.
import { chooseFieldTestVo2 } from '@/profile/builders/fieldTestUpdates';
import {
  FIELD_TEST_LABELS,
  chosenFieldTest,
  fieldTestMeasuredText,
  type FieldTestId,
} from '@/profile/fieldTestResults';
import { useAppActors, useProfile } from '@/state/AppActorsContext';
import { useSubmitBuiltUpdate } from '@/state/useSubmitUpdate';

export function FieldTestsDone() {
  const { profile } = useAppActors();
  const fieldTests = useProfile((c) => c.user.fieldTests);
  const vo2Max = useProfile((c) => c.user.vo2Max);
  const submit = useSubmitBuiltUpdate();
  if (fieldTests.length === 0) return null;
  const chosen = chosenFieldTest(fieldTests, vo2Max);
  const choose = (test: FieldTestId) => submit(() => chooseFieldTestVo2(profile.getSnapshot().context.user, test));
  return (
    <section className="panel field-tests-done" aria-labelledby="field-tests-done-heading">
      <h2 id="field-tests-done-heading">Field tests in this session</h2>
      <p role="status">
        {chosen
          ? `The session's VO2 max is the ${FIELD_TEST_LABELS[chosen.test]}'s, ${chosen.vo2Max.toFixed(2)} mL/kg/min.`
          : vo2Max
            ? `The session's VO2 max, ${vo2Max.vo2Max.toFixed(2)} mL/kg/min, is ${vo2Max.test ? `the ${vo2Max.test}'s` : 'from another test'}.`
            : 'No VO2 max is chosen for the session.'}{' '}
        {fieldTests.length > 1 ? 'Every test below stays in the session, its history and its report.' : ''}
      </p>
      <fieldset>
        <legend>VO2 max for this session</legend>
        {fieldTests.map((r) => (
          <label className="field-test-choice" key={r.test}>
            <input
              type="radio"
              name="field-test-choice"
              value={r.test}
              checked={chosen?.test === r.test}
              onChange={() => choose(r.test)}
            />
            {FIELD_TEST_LABELS[r.test]}: {fieldTestMeasuredText(r)}; VO2 max {r.vo2Max.toFixed(2)} mL/kg/min
          </label>
        ))}
      </fieldset>
    </section>
  );
}
