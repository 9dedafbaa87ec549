// View model of the treadmill timer screen: the words for a stage change (aria-live), and what an interrupted test
// (a reload or an accidental close while running) looks like when the screen offers to resume it.
import { formatSpeed, stageAt, type TreadmillProtocol, type TreadmillStage } from '@/calculators/treadmillProtocols';
import { mphToKmh } from '@/calculators/units';
import type { AnnounceStageParams } from '@machines/treadmillTimerMachine';
import { formatElapsed } from '@machines/timing';

/** "Stage 2: 2.5 mph at 12 % grade, 7 METs". */
export function stageAnnouncement({ stage, speed, grade, mets }: AnnounceStageParams): string {
  return `Stage ${stage}: ${formatSpeed(speed)} mph at ${grade} % grade, ${mets} METs`;
}

/** '3.4 mph', or '3.4 mph (5.5 km/h)' for a user who chose metric units. */
export function speedText(mph: number, metric: boolean): string {
  return metric ? `${formatSpeed(mph)} mph (${mphToKmh(mph).toFixed(1)} km/h)` : `${formatSpeed(mph)} mph`;
}

/** The preview and the warning before a stage change: 'Next: stage 3, 3.4 mph (5.5 km/h), 14 %'. */
export function nextStageText(next: TreadmillStage, metric: boolean): string {
  return `Next: stage ${next.stage}, ${speedText(next.speed, metric)}, ${next.grade} %`;
}

export interface InterruptedTestView {
  protocol: TreadmillProtocol;
  /** mm:ss the test has been going, counting the time the page was closed. */
  elapsedText: string;
  stage: number;
  /** The protocol's time ran out while the page was closed: resuming goes straight to the results. */
  finished: boolean;
}

export function interruptedTestView(protocol: TreadmillProtocol, elapsedMs: number): InterruptedTestView {
  const at = stageAt(protocol, Math.max(0, elapsedMs));
  const shownMs = at.finished ? at.stageEndMs : elapsedMs; // never past the protocol's end
  return { protocol, elapsedText: formatElapsed(shownMs), stage: at.stage, finished: at.finished };
}
