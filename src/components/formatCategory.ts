// Category labels as shown to people: "very good" → "Very Good".
export function formatCategory(category: string): string {
  return category.replace(/\b([a-z])/g, (letter) => letter.toUpperCase());
}
