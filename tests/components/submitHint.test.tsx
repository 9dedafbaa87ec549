// A grey Submit says why: the pure rule and the one button every form uses.
import { describe, expect, it } from 'vitest';
import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SubmitButton } from '@/components/SubmitButton';
import { CORRECT_ENTRY_HINT, missingLabels, submitHint } from '@/components/submitHint';

describe('missingLabels and submitHint', () => {
  it('names the empty required fields by label, in order; blanks count as empty', () => {
    expect(
      missingLabels([
        ['Systolic (mmHg)', ''],
        ['Diastolic (mmHg)', ' 80'],
        ['Age', '   '],
      ]),
    ).toEqual(['Systolic (mmHg)', 'Age']);
    expect(missingLabels([['Age', '34']])).toEqual([]);
  });

  it('says the empty fields first, else the entry to correct, and nothing once Submit can be pressed', () => {
    expect(submitHint(false, ['Systolic (mmHg)', 'Diastolic (mmHg)'])).toBe(
      'To submit, fill in: Systolic (mmHg), Diastolic (mmHg).',
    );
    expect(submitHint(false, [])).toBe(CORRECT_ENTRY_HINT);
    expect(submitHint(true, [])).toBeNull();
  });
});

function OneFieldForm() {
  const [text, setText] = useState('');
  return (
    <form>
      <label htmlFor="count">Count</label>
      <input id="count" value={text} onChange={(e) => setText(e.target.value)} />
      <div className="form-actions">
        <SubmitButton canSubmit={/^\d+$/.test(text)} missing={missingLabels([['Count', text]])}>
          Submit
        </SubmitButton>
      </div>
    </form>
  );
}

describe('SubmitButton', () => {
  it('is described by the hint while grey, through a polite live region that stays in the page and empties once filled', async () => {
    render(<OneFieldForm />);
    const submit = screen.getByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();
    expect(submit).toHaveAccessibleDescription('To submit, fill in: Count.');
    const region = screen.getByText('To submit, fill in: Count.');
    expect(region).toHaveAttribute('aria-live', 'polite');

    await userEvent.type(screen.getByLabelText('Count'), 'x');
    expect(submit).toBeDisabled();
    expect(submit).toHaveAccessibleDescription(CORRECT_ENTRY_HINT);

    await userEvent.clear(screen.getByLabelText('Count'));
    await userEvent.type(screen.getByLabelText('Count'), '12');
    expect(submit).toBeEnabled();
    expect(submit).not.toHaveAttribute('aria-describedby');
    expect(region).toBeInTheDocument();
    expect(region).toBeEmptyDOMElement();
  });
});
