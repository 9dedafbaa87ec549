// "What you need": the equipment a test needs, ticked by the tester and remembered (equipment store, spec §3).
import type { EquipmentKey } from '@/domain/equipment';
import { useAppActors, useEquipment } from '@/state/AppActorsContext';

export const EQUIPMENT_LABELS: Record<EquipmentKey, string> = {
  '12bench': '12 in (30.5 cm) bench',
  '16bench': 'Step bench, 16.25 in (41.3 cm) high',
  benchPressStation: 'Bench press station with barbell and plates',
  bloodPressureCuff: 'Blood pressure cuff (sphygmomanometer) and stethoscope',
  bodyFatPercentage: 'Body fat reference chart',
  handGripDynamometer: 'Hand grip dynamometer',
  legPressMachine: 'Leg press machine',
  measuringTape: 'Flexible, inelastic measuring tape',
  metronome: 'Metronome (this app plays one)',
  sitReachBox: 'Sit-and-reach box',
  skinFoldCalipers: 'Skinfold calipers',
  stopwatch: 'Stopwatch (this app has a timer)',
  treadmill: 'Treadmill',
  treadmillDegrees: 'Treadmill with grade (incline) control',
};

export function EquipmentChecklist({ items }: { items: readonly EquipmentKey[] }) {
  const { equipment: actor } = useAppActors();
  const equipment = useEquipment((c) => c.equipment);
  const ready = items.filter((key) => equipment[key] === true).length;
  return (
    <fieldset className="equipment-checklist">
      <legend>
        What you need ({ready} of {items.length} ready)
      </legend>
      {items.map((key) => (
        <label key={key} className="check-row">
          <input
            type="checkbox"
            name={`equipment-${key}`}
            checked={equipment[key] === true}
            onChange={(event) => actor.send({ type: 'UPDATE', equipment: { [key]: event.target.checked } })}
          />
          {EQUIPMENT_LABELS[key]}
        </label>
      ))}
    </fieldset>
  );
}
