// Confirms a destructive action that asks first while a timed test runs (decision 0104): a path test's RESET is the
// click on Reset (or Start over) and, when the question shows, the click on its "Yes, …" choice.
import { fireEvent, screen } from '@testing-library/react';

export function confirmIfAsked(): void {
  const dialog = screen.queryByRole('alertdialog');
  if (!dialog) return;
  const yes = screen.getByRole('button', { name: /^Yes, / });
  fireEvent.click(yes);
}
