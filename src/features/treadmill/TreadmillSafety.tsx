// Safety procedures for a graded treadmill test: screening and contraindications, supervision, the emergency plan and
// the general indications for stopping a test (ACSM's Guidelines; Fletcher et al., AHA exercise standards, 2013). The
// indications are the one list every timed test shows (StopTestIndications).
import { StopTestIndications } from '@/components/StopTestIndications';

export function TreadmillSafety() {
  return (
    <section className="panel treadmill-safety" aria-labelledby="treadmill-safety-heading">
      <h2 id="treadmill-safety-heading">Safety procedures</h2>

      <h3>Before the test: screening and contraindications</h3>
      <ul>
        <li>
          Screen every person first (the Demographic Form and a PAR-Q+ or similar questionnaire). Anyone with known
          heart, lung, kidney or metabolic disease, or with symptoms of them, needs medical clearance before a maximal
          test.
        </li>
        <li>
          Do not test anyone with: a heart attack or other acute cardiac event in the past two days, unstable angina
          (chest pain at rest or getting worse), an uncontrolled irregular heartbeat causing symptoms, severe
          symptomatic aortic stenosis, uncontrolled heart failure, an acute blood clot in the lung, acute inflammation
          of the heart, a suspected tear of the aorta, or an acute illness or fever.
        </li>
        <li>
          Take extra care, with a physician&apos;s approval, when resting blood pressure is very high (above 200/110
          mmHg), with a known heart-rhythm problem, or when the person cannot walk safely on a treadmill.
        </li>
        <li>
          Measure resting heart rate and blood pressure, and explain how to hold the rails lightly and how to signal to
          stop.
        </li>
      </ul>

      <h3>Supervision</h3>
      <ul>
        <li>
          A trained tester watches the person for the whole test and cool-down, asks how they feel at every stage and
          measures heart rate (and blood pressure where a cuff is available) near the end of each stage.
        </li>
        <li>High-risk people are tested only with a physician present or immediately available.</li>
        <li>Never leave the person alone on a moving belt; attach the treadmill&apos;s emergency stop clip.</li>
      </ul>

      <h3>Emergency plan</h3>
      <ul>
        <li>Know where the treadmill&apos;s emergency stop is and how to stop the belt in one move.</li>
        <li>
          Have a phone at hand with the local emergency number, and an automated external defibrillator (AED) nearby.
        </li>
        <li>A second person who knows the plan should be in the building; practise the plan.</li>
        <li>
          After the test, keep the person walking slowly for 3-5 minutes and watch them until they have recovered.
        </li>
      </ul>

      <StopTestIndications headingLevel={3} />
    </section>
  );
}
