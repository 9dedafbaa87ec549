// What each Senior Fitness Test item's instructions say (decision 47): its equipment, procedure, safety and how it is
// scored, from the test protocols of Rikli & Jones (Senior Fitness Test Manual, 2nd ed., 2013; reference table 1.6 in
// docs/sources/senior-fitness-and-shuttle.md, each line with its source there). What the result screen times with.
import type { SeniorItem } from '@/norms/seniorFitness';

/** How the result screen helps measure: a timed count (30 s, 2 or 6 min), the up-and-go watch, or none. */
export type SeniorTimer = 'count' | 'stopwatch' | 'none';

export interface SeniorItemText {
  /** The quality it measures, as the heading says it. */
  readonly measures: string;
  readonly equipment: readonly string[];
  readonly steps: readonly string[];
  /** The protocol's own safety rules; the general indications for stopping a test are shown beside them. */
  readonly safety: readonly string[];
  /** How the score is taken. */
  readonly scoring: string;
  readonly timer: SeniorTimer;
  /** What the tester taps on the count timer ('stand', 'curl', 'step', 'lap'). */
  readonly tapWord?: string;
  /** Said when the count's time is up: what still counts. */
  readonly countNote?: string;
}

export const SENIOR_ITEM_TEXT: Readonly<Record<SeniorItem, SeniorItemText>> = {
  chairStand: {
    measures: 'Lower-body strength: full stands from a chair in 30 seconds',
    equipment: ['A straight-back chair without arms, seat about 17 in (43-44 cm) high, against a wall', 'A stopwatch'],
    steps: [
      'Sit in the middle of the seat, back straight, feet flat on the floor, arms crossed at the wrists and held against the chest.',
      'Practise one or two stands first.',
      'On "Go", rise to a full stand and return to a fully seated position, as many times as possible in 30 seconds.',
      'Tap once for each full stand. A stand more than halfway up when the 30 seconds end counts as a stand.',
    ],
    safety: [
      'The chair stands against a wall so it cannot slip.',
      'If the client has to use the arms to stand, stop the test: the score is 0.',
    ],
    scoring: 'One trial: the number of full stands in 30 seconds.',
    timer: 'count',
    tapWord: 'stand',
    countNote: 'A stand more than halfway up when the time ended counts: tap it now.',
  },
  armCurl: {
    measures: 'Upper-body strength: arm curls with a hand weight in 30 seconds',
    equipment: ['A chair without arms', 'A dumbbell: 5 lb (2.3 kg) for women, 8 lb (3.6 kg) for men', 'A stopwatch'],
    steps: [
      'Sit on the chair, back straight, feet flat, the weight held in the dominant hand in a handshake grip, the arm hanging straight down.',
      'Practise one or two curls without the weight.',
      'On "Go", curl the weight through the full range of motion, turning the palm up, then return to full extension; keep the upper arm still.',
      'Curl as many times as possible in 30 seconds. Tap once for each full curl.',
    ],
    safety: [],
    scoring: 'The number of full curls in 30 seconds.',
    timer: 'count',
    tapWord: 'curl',
  },
  twoMinuteStep: {
    measures: 'Aerobic endurance: steps in place in 2 minutes',
    equipment: ['Tape on the wall to mark the knee height', 'A tape measure', 'A stopwatch'],
    steps: [
      'Mark the knee height on the wall: midway between the middle of the kneecap and the top of the hip bone (iliac crest).',
      'On "Go", march in place for 2 minutes, lifting each knee to the mark.',
      'Tap once each time the right knee reaches the mark.',
    ],
    safety: ['The client may hold a wall or a chair for balance.'],
    scoring: 'The number of times the right knee reaches the mark in 2 minutes.',
    timer: 'count',
    tapWord: 'step',
  },
  sixMinuteWalk: {
    measures: 'Aerobic endurance: distance walked in 6 minutes on the 50-yard course',
    equipment: [
      'A 50-yard rectangle (20 × 5 yd) marked every 5 yards, with cones at the corners',
      'A stopwatch',
      'Chairs placed along the course for resting',
    ],
    steps: [
      'On "Go", walk as fast as possible (no running) around the course for 6 minutes. Tap once for each full lap.',
      'The client may stop and rest on a chair; the clock runs on.',
      'When the time is up, the client stops where they are; measure the distance walked to the nearest 5-yard mark.',
    ],
    safety: [
      'Walking only, never running; resting on a chair is allowed.',
      'The norms hold only on the SFT course: a different course shape changes the distance.',
    ],
    scoring: 'The total distance walked in 6 minutes, in yards (or metres).',
    timer: 'count',
    tapWord: '50-yard lap',
    countNote: 'Each tap was one 50-yard lap: add the distance walked past the last full lap.',
  },
  upAndGo: {
    measures: 'Agility and dynamic balance: rise, walk 8 feet round a cone and sit down',
    equipment: [
      'A chair about 17 in (43-44 cm) high, against a wall',
      'A cone 8 ft (2.44 m) in front of the chair',
      'A stopwatch',
    ],
    steps: [
      'Start seated, hands on the thighs, feet flat on the floor.',
      'On "Go", stand up, walk as quickly as possible (no running) round the cone and sit down again.',
      'Start the watch on "Go"; stop it when the client is seated.',
      'One practice trial, then two timed trials.',
    ],
    safety: ['A walking aid may be used.', 'Walking only, never running.'],
    scoring: 'The better (faster) of two trials, to the nearest 0.1 second.',
    timer: 'stopwatch',
  },
  chairSitAndReach: {
    measures: 'Lower-body flexibility: reach toward the toes from the front of a chair',
    equipment: ['A chair about 17 in (43-44 cm) high, against a wall', 'An 18-inch ruler'],
    steps: [
      'Sit on the front edge of the seat. One leg straight in front, heel on the floor, ankle bent at 90 degrees; the other foot flat on the floor.',
      'Hands overlapped, middle fingers even. Breathe out and reach slowly toward the toes; hold for 2 seconds.',
      'Two practice trials, then two test trials.',
      'Measure from the tips of the middle fingers to the middle of the toe at the top of the shoe: short of it is minus, past it is plus.',
    ],
    safety: [],
    scoring: 'The better of two trials, to the nearest 0.5 in (or 1 cm), signed.',
    timer: 'none',
  },
  backScratch: {
    measures: 'Upper-body flexibility: reach behind the back with both hands',
    equipment: ['A ruler'],
    steps: [
      'Standing, put one hand over the shoulder and down the back, the other round the back and up, and reach for the other hand.',
      'Two practice trials to find the preferred side, then two test trials on it.',
      'Measure the distance between the tips of the middle fingers: fingers touching is 0, a gap is minus, an overlap is plus.',
    ],
    safety: [],
    scoring: 'The better of two trials, to the nearest 0.5 in (or 1 cm), signed.',
    timer: 'none',
  },
};
