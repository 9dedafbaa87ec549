// Home: welcome text and the Get Started link to the demographics form.
import { Link } from 'react-router-dom';
import { ROUTE_PATHS } from '@/domain/routePaths';

export function HomeScreen() {
  return (
    <section className="screen home">
      <h1>Welcome to your fitness assessment</h1>
      <p>
        Enter your details and body measurements, run standard fitness tests (pushups, strength, step test, treadmill
        and field tests, flexibility) and see how you compare with people of your age and sex. You also get BMI, body
        composition, VO2 max, heart-rate and intensity zones, and nutrition targets.
      </p>
      <p>It is free, needs no account, and everything you enter stays in this browser.</p>
      <Link className="button button-primary" to={ROUTE_PATHS.demographics}>
        Get Started
      </Link>
    </section>
  );
}
