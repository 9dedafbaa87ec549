// Category labels as shown to people: "very good" → "Very Good" (the classifiers return them in lower case).
export function formatCategory(category: string): string {
  return category.replace(/\b([a-z])/g, (letter) => letter.toUpperCase());
}
