// How labels are cased for people: a category "very good" → "Very Good" (the classifiers return them in lower case),
// a stored word "moderately active" → "Moderately active". The one home of both.

const titleCased = new Map<string, string>();

/** 'Very Good' from 'very good'; kept per text, as a client's history asks for the same few categories thousands of times. */
export function formatCategory(category: string): string {
  let text = titleCased.get(category);
  if (text === undefined) {
    text = category.replace(/\b([a-z])/g, (letter) => letter.toUpperCase());
    titleCased.set(category, text);
  }
  return text;
}

/** Sentence case: 'moderately active' → 'Moderately active'. */
export function sentenceCase(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
