// The fitness summary view model of /current-session: every section computed from the profile, ready to render or share.
import type { UserProfile } from '@/profile/profileTypes';
import { bodySummary } from './bodySummary';
import { cardioSummary } from './cardioSummary';
import { circumferencesSummary } from './circumferencesSummary';
import { demographicsSummary } from './demographicsSummary';
import { flexibilitySummary } from './flexibilitySummary';
import { heartSummary } from './heartSummary';
import { macrosSummary } from './macrosSummary';
import { microsSummary } from './microsSummary';
import { skinfoldsSummary } from './skinfoldsSummary';
import { strengthSummary } from './strengthSummary';
import { summaryTitle } from './summaryTitle';
import type { ListSection, SessionSummary } from './summaryTypes';

export function sessionSummary(user: UserProfile, now: Date): SessionSummary {
  const firstName = user.fname?.trim() ? user.fname.trim() : null;
  return {
    title: summaryTitle(user, now),
    metric: user.prefers_metric,
    firstName,
    demographics: demographicsSummary(user),
    body: bodySummary(user),
    skinfolds: skinfoldsSummary(user),
    circumferences: circumferencesSummary(user),
    heart: heartSummary(user),
    strength: strengthSummary(user),
    cardio: cardioSummary(user),
    flexibility: flexibilitySummary(user),
    macros: macrosSummary(user),
    micros: microsSummary(user),
  };
}

/** The sections in page order. */
export function summarySections(summary: SessionSummary): ListSection[] {
  return [
    summary.demographics, summary.body, summary.skinfolds, summary.circumferences, summary.heart, summary.strength,
    summary.cardio, summary.flexibility, summary.macros, summary.micros,
  ];
}
