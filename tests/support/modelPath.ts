// The shapes of a model path test: a path through a machine's model, one of its steps, and the events to try in a state.
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { StatePath, Step } from 'xstate/graph';

export type ModelPath = StatePath<AnyMachineSnapshot, EventObject>;
export type ModelStep = Step<AnyMachineSnapshot, EventObject>;
export type ModelEvents = (snapshot: AnyMachineSnapshot) => EventObject[];
