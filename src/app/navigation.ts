// The header menu of spec §2, as data: groups, sub-groups and links.
export interface NavLink {
  label: string;
  to: string;
}
export interface NavGroup {
  label: string;
  items: readonly (NavLink | NavGroup)[];
}
export type NavEntry = NavLink | NavGroup;

export function isNavGroup(entry: NavEntry): entry is NavGroup {
  return 'items' in entry;
}

export const NAVIGATION: readonly NavEntry[] = [
  {
    label: 'User Info',
    items: [
      { label: 'Demographics', to: '/parq' },
      { label: 'Body Circumferences', to: '/circumferences' },
      { label: 'Blood Pressure', to: '/blood-pressure' },
      { label: 'Resting Heart Rate', to: '/resting-hr' },
      { label: 'Skinfold Sites', to: '/skinfolds' },
    ],
  },
  {
    label: 'Tests',
    items: [
      { label: 'Muscular Endurance', items: [{ label: 'Pushups', to: '/pushups/instructions' }] },
      {
        label: 'Muscular Strength',
        items: [
          { label: 'Bench Press', to: '/bench-press/instructions' },
          { label: 'Grip Strength', to: '/grip-strength/instructions' },
          { label: 'Leg Press', to: '/leg-press/instructions' },
          { label: 'Muscular Fitness', to: '/strength' },
        ],
      },
      {
        label: 'Cardiovascular Endurance',
        items: [
          { label: 'McArdle Step Test', to: '/step-test/instructions' },
          { label: 'Field Tests', to: '/field-tests' },
          { label: 'Treadmill Protocols', to: '/treadmill-protocols' },
        ],
      },
      { label: 'Flexibility', items: [{ label: 'Sit & Reach', to: '/sit-and-reach/instructions' }] },
    ],
  },
  { label: 'Current Session', to: '/current-session' },
  { label: 'Past Sessions', to: '/sessions' },
  { label: 'Fitness Categories', to: '/categories' },
  { label: 'Exercise Intensity', to: '/relative-intensity' },
];
