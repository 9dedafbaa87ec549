// The plain-text fitness summary that Share sends (navigator.share) or copies to the clipboard (decision 0023).
import { summarySections } from './sessionSummary';
import type { ListSection, SessionSummary, SummaryItem } from './summaryTypes';

function itemLine(item: SummaryItem): string {
  const category = item.category ? ` (${item.category})` : '';
  return `- ${item.label}: ${item.value}${category}`;
}

function sectionLines(section: ListSection, summary: SessionSummary): string[] {
  if (section.empty) return [];
  const lines = [section.title, ...section.items.map(itemLine)];
  if (section === summary.macros) {
    lines.push(...summary.macros.rows.map((row) => `- ${row.nutrient}: ${row.grams} (${row.calories})`));
  }
  if (section === summary.micros) {
    lines.push(...summary.micros.rows.map((row) => `- ${row.nutrient}: ${row.amount} (${row.valueType})`));
  }
  return lines;
}

/** The title, then each section that has values: its title and one '- label: value (category)' line per value. */
export function shareText(summary: SessionSummary): string {
  const blocks = summarySections(summary)
    .map((section) => sectionLines(section, summary))
    .filter((lines) => lines.length > 0)
    .map((lines) => lines.join('\n'));
  return [summary.title, ...blocks].join('\n\n');
}
