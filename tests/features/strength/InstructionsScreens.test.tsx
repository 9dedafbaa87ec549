// The four instruction screens: the specification's texts, the equipment, Click to Begin or the demographics prompt.
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { BenchPressInstructionsScreen } from '@/features/strength/BenchPressInstructionsScreen';
import { LegPressInstructionsScreen } from '@/features/strength/LegPressInstructionsScreen';
import { GripStrengthInstructionsScreen } from '@/features/strength/GripStrengthInstructionsScreen';
import { SitAndReachInstructionsScreen } from '@/features/strength/SitAndReachInstructionsScreen';
import { actorsWith, renderScreen, storedUser } from './renderStrengthScreen';

interface Case {
  Screen: ComponentType;
  path: string;
  title: string;
  begin: string;
  equipment: string[];
  texts: RegExp[];
}

const CASES: Case[] = [
  {
    Screen: BenchPressInstructionsScreen,
    path: '/bench-press/instructions',
    title: 'Bench Press Instructions',
    begin: '/bench-press/test',
    equipment: ['Bench press station with barbell and plates', 'Stopwatch (this app has a timer)'],
    texts: [/within four trials, with 3-5 minutes of rest/, /50-70 %/, /increase the weight by 5-10 % \(upper body\)/],
  },
  {
    Screen: LegPressInstructionsScreen,
    path: '/leg-press/instructions',
    title: 'Leg Press Instructions',
    begin: '/leg-press/test',
    equipment: ['Leg press machine', 'Stopwatch (this app has a timer)'],
    texts: [/within four trials, with 3-5 minutes of rest/, /50-70 %/, /increase the weight by 10-20 % \(lower body\)/],
  },
  {
    Screen: GripStrengthInstructionsScreen,
    path: '/grip-strength/instructions',
    title: 'Grip Strength Instructions',
    begin: '/grip-strength/test',
    equipment: ['Hand grip dynamometer'],
    texts: [
      /repeated twice per hand and the result is the sum of the best of each hand/,
      /two trials per hand, alternating hands/,
    ],
  },
  {
    Screen: SitAndReachInstructionsScreen,
    path: '/sit-and-reach/instructions',
    title: 'Sit and Reach Instructions',
    begin: '/sit-and-reach/results',
    equipment: ['Sit-and-reach box'],
    texts: [
      /zero 26 cm from the feet/,
      /feet flat against the box/,
      /knees straight/,
      /about 2 seconds/,
      /two trials and record the best/,
    ],
  },
];

describe.each(CASES)('$title', ({ Screen, path, title, begin, equipment, texts }) => {
  it('shows the title, procedure, unit selector and equipment, and Click to Begin when age and sex are known', async () => {
    await renderScreen(Screen, path, actorsWith());
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    for (const text of texts) expect(screen.getAllByText(text).length).toBeGreaterThan(0);
    for (const item of equipment) expect(screen.getByRole('checkbox', { name: item })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Metric (kg, cm)' })).toBeChecked();
    expect(screen.getByRole('link', { name: 'Click to Begin' })).toHaveAttribute('href', begin);
  });

  it('shows the demographics prompt instead of Click to Begin when age and sex are missing', async () => {
    await renderScreen(Screen, path, actorsWith(null));
    expect(screen.queryByRole('link', { name: 'Click to Begin' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Please fill out the Demographic Form' })).toHaveAttribute(
      'href',
      `/parq?next=${encodeURIComponent(path)}`,
    );
  });

  it('remembers the unit choice', async () => {
    const actors = actorsWith();
    await renderScreen(Screen, path, actors);
    await userEvent.setup().click(screen.getByRole('radio', { name: 'Imperial (lb, in)' }));
    expect(storedUser(actors).prefers_metric).toBe(false);
  });
});
