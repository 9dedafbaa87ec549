// /relative-intensity: the Exercise Intensity screen (spec §2 and §9): zones and tables from the user's own maxima.
import '@/styles/screens.css';
import './reference.css';
import { EnergySection } from './EnergySection';
import { HeartRateMaxSection } from './HeartRateMaxSection';
import { HeartRateReserveSection } from './HeartRateReserveSection';
import { MetsSection } from './MetsSection';
import { OneRepMaxSection } from './OneRepMaxSection';
import { Vo2MaxSection } from './Vo2MaxSection';

export function ExerciseIntensityScreen() {
  return (
    <section className="screen exercise-intensity" aria-labelledby="exercise-intensity-title">
      <h1 id="exercise-intensity-title">Exercise Intensity</h1>
      <p>
        How hard an exercise is, relative to your own maximum: five zones from very light to near maximal, and a table
        of the heart rate, oxygen uptake, load or energy at each percentage. The tables use your own results where they
        are known.
      </p>
      <HeartRateMaxSection />
      <HeartRateReserveSection />
      <Vo2MaxSection />
      <OneRepMaxSection />
      <MetsSection />
      <EnergySection />
    </section>
  );
}
