// How a client is named on screen: the name as typed, or 'Unnamed client'. A module of its own because the header's
// client bar needs it on the first paint, and the rest of the clients model (./clientTypes.ts) can wait (decision 0078).
export const UNNAMED_CLIENT = 'Unnamed client';

export function clientLabel(name: string | null | undefined): string {
  const trimmed = name?.trim();
  return trimmed ? trimmed : UNNAMED_CLIENT;
}
