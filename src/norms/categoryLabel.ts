// A category as people read it: the table's own name (unchanged in stored data and norm keys), with the noun of what it
// rates where the name alone does not say it (decision 0175). A waist category is a risk ("Low risk", not "Low", which
// reads as a bad result); a normal blood pressure and a normal BMI say what is normal. Every other name says it already
// ("Very Good", "Stage 1 Hypertension", "Obesity Class 1") and is title-cased as before.
import { formatCategory, sentenceCase } from './formatCategory';
import type { NormTableKey } from './normTables';

const WITH_NOUN: Partial<Record<NormTableKey, (category: string) => string>> = {
  waistRisk: (category) => `${sentenceCase(category)} risk`,
  bloodPressure: (category) => (category === 'normal' ? 'Normal blood pressure' : formatCategory(category)),
  bmi: (category) => (category === 'normal' ? 'Normal BMI' : formatCategory(category)),
};

/** 'Low risk' for the waist's 'low', 'Very Good' for pushups' 'very good'; '' stays ''. */
export function categoryLabel(key: NormTableKey, category: string): string {
  if (category === '') return '';
  const withNoun = WITH_NOUN[key];
  return withNoun ? withNoun(category.toLowerCase()) : formatCategory(category);
}
