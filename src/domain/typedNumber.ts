// What the text of a number field means as a number, written once for every form: an empty field is NaN (so the
// builder or calculator refuses it with its own message), anything else is Number() of the trimmed text.
export function typedNumber(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' ? Number.NaN : Number(trimmed);
}
