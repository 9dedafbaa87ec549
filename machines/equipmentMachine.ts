// The equipment store of spec §3-§4: which pieces of kit the tester has ticked as ready. (Its LOADING event and
// isLoading flag are not modelled: the equipment is read synchronously at start.)
import { assign, setup } from 'xstate';
import { EQUIPMENT_KEYS, emptyEquipment, type Equipment } from '@/domain/equipment';

export interface EquipmentContext {
  equipment: Equipment;
  error: string | null;
}

export type EquipmentEvent =
  | { type: 'UPDATE'; equipment: Partial<Equipment> }
  | { type: 'ERROR'; message: string }
  /** Another tab stored newer ticks: shown here, not written again. */
  | { type: 'EXTERNAL_CHANGE'; equipment: Equipment };

export const equipmentMachine = setup({
  types: {
    context: {} as EquipmentContext,
    events: {} as EquipmentEvent,
    input: {} as { equipment?: Equipment } | undefined,
  },
  actions: {
    // Named effect: the app writes the equipment to storage.
    persistEquipment: (_args, _params: { equipment: Equipment }) => {},
  },
}).createMachine({
  id: 'equipment',
  context: ({ input }) => ({ equipment: input?.equipment ?? emptyEquipment(), error: null }),
  on: {
    UPDATE: {
      actions: [
        assign(({ context, event }) => ({
          equipment: { ...context.equipment, ...pickKnown(event.equipment) },
          error: null,
        })),
        { type: 'persistEquipment', params: ({ context }) => ({ equipment: context.equipment }) },
      ],
    },
    EXTERNAL_CHANGE: {
      actions: assign(({ context, event }) => ({ equipment: { ...context.equipment, ...pickKnown(event.equipment) } })),
    },
    ERROR: { actions: assign(({ event }) => ({ error: event.message })) },
  },
});

function pickKnown(partial: Partial<Equipment>): Partial<Equipment> {
  const known: Partial<Equipment> = {};
  for (const key of EQUIPMENT_KEYS) {
    const value = partial[key];
    if (value === true || value === false || value === null) known[key] = value;
  }
  return known;
}
