// Starts the app-wide actors (profile, alert, equipment) with their storage effects provided.
import { createActor } from 'xstate';
import { profileMachine } from '@machines/profileMachine';
import { alertMachine } from '@machines/alertMachine';
import { equipmentMachine } from '@machines/equipmentMachine';
import { readStartupState, writeEquipment, writeProfile, type StartupState } from '@/storage/profileStore';

export type AppActors = ReturnType<typeof createAppActors>;

export function createAppActors(startup: StartupState = readStartupState()) {
  const alert = createActor(alertMachine).start();
  const profile = createActor(
    profileMachine.provide({ actions: { persistProfile: (_args, { user }) => writeProfile(user) } }),
    { input: { user: startup.user } },
  );
  const equipment = createActor(
    equipmentMachine.provide({ actions: { persistEquipment: (_args, { equipment: e }) => writeEquipment(e) } }),
    { input: { equipment: startup.equipment } },
  );
  // A successful update clears the alert (spec §4).
  profile.on('alertCleared', () => alert.send({ type: 'CLEAR' }));
  profile.start();
  equipment.start();
  if (startup.problem) profile.send({ type: 'ERROR', message: startup.problem });
  return { alert, profile, equipment };
}
