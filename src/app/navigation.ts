// The header menu of spec §2, as data: groups, sub-groups and links (paths from src/domain/routePaths).
import { isNavGroup, type NavEntry } from '@/components/SiteHeader';
import { ROUTE_PATHS as P } from '@/domain/routePaths';

export const NAVIGATION: readonly NavEntry[] = [
  {
    label: 'User Info',
    items: [
      { label: 'Demographics', to: P.demographics },
      { label: 'Body Circumferences', to: P.circumferences },
      { label: 'Blood Pressure', to: P.bloodPressure },
      { label: 'Resting Heart Rate', to: P.restingHr },
      { label: 'Skinfold Sites', to: P.skinfolds },
    ],
  },
  {
    label: 'Tests',
    items: [
      // Inside Tests, not a top-level entry: the one-row menu from 800 px has no room for another.
      { label: 'Group Test', to: P.group },
      { label: 'Muscular Endurance', items: [{ label: 'Pushups', to: P.pushupsInstructions }] },
      {
        label: 'Muscular Strength',
        items: [
          { label: 'Bench Press', to: P.benchPressInstructions },
          { label: 'Grip Strength', to: P.gripStrengthInstructions },
          { label: 'Leg Press', to: P.legPressInstructions },
          { label: 'Muscular Fitness', to: P.muscularFitness },
        ],
      },
      {
        label: 'Cardiovascular Endurance',
        items: [
          { label: 'McArdle Step Test', to: P.stepTestInstructions },
          { label: 'Field Tests', to: P.fieldTests },
          { label: 'Treadmill Protocols', to: P.treadmillProtocols },
        ],
      },
      { label: 'Flexibility', items: [{ label: 'Sit & Reach', to: P.sitAndReachInstructions }] },
      { label: 'Older Adults', items: [{ label: 'Senior Fitness Test', to: P.seniorFitness }] },
    ],
  },
  { label: 'Clients', to: P.clients },
  { label: 'Current Session', to: P.currentSession },
  { label: 'Past Sessions', to: P.pastSessions },
  { label: 'Fitness Categories', to: P.categories },
  { label: 'Exercise Intensity', to: P.exerciseIntensity },
];

function linkPaths(entries: readonly NavEntry[]): string[] {
  return entries.flatMap((entry) => (isNavGroup(entry) ? linkPaths(entry.items) : [entry.to]));
}

/** Every path the menu links to, in menu order (the routes prefetched when the browser is idle). */
export const NAVIGATION_PATHS: readonly string[] = linkPaths(NAVIGATION);
