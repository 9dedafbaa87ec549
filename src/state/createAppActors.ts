// Starts the app-wide actors (profile, alert, equipment) with their storage effects provided, and keeps them in step
// with other open tabs of the app (profileSync).
// Chunk: state (build/stateRoots.ts): the app state itself.
import { createActor } from 'xstate';
import { profileMachine } from '@machines/profileMachine';
import { alertMachine } from '@machines/alertMachine';
import { equipmentMachine } from '@machines/equipmentMachine';
import {
  dismissUnreadableData,
  readStartupState,
  unreadableDataMessage,
  type StartupState,
} from '@/storage/profileStore';
import { createProfileSync } from '@/storage/profileSync';
import { profileForSessionDate, sessionDateOf } from '@/profile/builders/profileForSessionDate';
import { appUpdateActor } from './appUpdate';

export type AppActors = ReturnType<typeof createAppActors>;

/** The notice about stored data that could not be read (decision 0032): its text, and what dismissing it does. */
export interface UnreadableDataNotice {
  message: string;
  /** Lets go of the originals kept aside. */
  dismiss: () => void;
}

export function createAppActors(startup: StartupState = readStartupState()) {
  const alert = createActor(alertMachine).start();
  const holder: { sync: ReturnType<typeof createProfileSync> | null } = { sync: null };
  const profile = createActor(
    profileMachine.provide({ actions: { persistProfile: (_args, { user }) => holder.sync?.persistUser(user) } }),
    { input: { user: startup.user } },
  );
  const equipment = createActor(
    equipmentMachine.provide({
      actions: { persistEquipment: (_args, { equipment: e }) => holder.sync?.persistEquipment(e) },
    }),
    { input: { equipment: startup.equipment } },
  );
  holder.sync = createProfileSync({
    user: startup.user,
    equipment: startup.equipment,
    onExternalUser: (user) => profile.send({ type: 'EXTERNAL_CHANGE', user }),
    onExternalEquipment: (next) => equipment.send({ type: 'EXTERNAL_CHANGE', equipment: next }),
    // Never silent (decision 0071): the entries stay in memory, and the banner says they were not stored.
    onWriteFailure: ({ message, detail }) => profile.send({ type: 'ERROR', message, detail, origin: 'storage' }),
  });
  // Errors and successful updates clear the alert (spec §4; a newer error replaces a stale success).
  profile.on('alertCleared', () => alert.send({ type: 'CLEAR' }));
  profile.start();
  equipment.start();
  // With a date of birth the age is the age on the open session's date (decision 0105), so a client opened a year later
  // is classified with the new age; stored like any other change. Whether the open session is over (saved on an
  // earlier day) is the records machine's first check when it starts (decision 0172).
  const current = profileForSessionDate(startup.user, sessionDateOf(startup.user, new Date()));
  if (current !== startup.user) profile.send({ type: 'REPLACE_PROFILE', user: current });
  const unreadableData: UnreadableDataNotice | null = startup.unreadable
    ? { message: unreadableDataMessage(startup.unreadable), dismiss: dismissUnreadableData }
    : null;
  // The service worker registers with the state module (decision 0122): a new version is offered, never imposed.
  const update = appUpdateActor();
  return { alert, profile, equipment, unreadableData, update };
}
