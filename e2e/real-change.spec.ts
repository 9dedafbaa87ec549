// Real change (decision 49) as a coach sees it: a client re-tested 6 weeks later, grip +6 kg (above its 5.7 kg
// minimal detectable change) and pushups +1 (within ±2), in the history table, the charts' text and the printed PDF.
import { expect, test } from '@playwright/test';
import { ALEX, printAt } from './clients-support';
import { restoreSessions } from './backup-seed';
import { openPdfRenderer, renderPdf } from './pdf-support';

test('a re-test after 6 weeks: grip +6 kg is a real change, pushups +1 within measurement error', async ({
  page,
  context,
}) => {
  test.slow();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.clock.install({ time: new Date('2026-02-21T10:00:00Z') });
  // Grip is stored as the sum of the best left and right hands (decision 0005): 50 + 50, then 53 + 53.
  await restoreSessions(page, [
    {
      person: ALEX,
      date: '2026-01-10T10:00:00.000Z',
      weighed: true,
      results: { pushups: 20, sit_and_reach: 28, grip_strength: 100 },
    },
    { person: ALEX, date: '2026-02-21T10:00:00.000Z', weighed: false, results: { pushups: 21, grip_strength: 106 } },
  ]);

  await page.goto('#/clients');
  await page.getByRole('link', { name: 'History of Alex Smith' }).click();
  const table = page.getByTestId('history-table');
  const grip = table.getByRole('row', { name: /^Grip Strength/ });
  const pushups = table.getByRole('row', { name: /^Pushups/ });
  await expect(grip.getByTestId('change-since-previous')).toContainText('+6 kg since previous');
  await expect(grip.getByTestId('change-since-previous')).toContainText('real change');
  await expect(pushups.getByTestId('change-since-previous')).toContainText('+1 pushups since previous');
  await expect(pushups.getByTestId('change-since-previous')).toContainText('within measurement error (±2 pushups)');
  await expect(grip.locator('[data-flag="first"]')).toHaveCount(1);

  // The figure and its source, one tap away.
  await grip.getByText('real change', { exact: true }).click();
  await expect(grip.getByText(/±5\.7 kg, derived/)).toBeVisible();

  // The charts say it in words beside the marks.
  await expect(page.getByRole('list', { name: 'Changes in Grip Strength' })).toContainText(
    '21 Feb 2026: +6 kg since previous: real change',
  );
  await expect(page.getByRole('list', { name: 'Changes in Pushups' })).toContainText(
    '+1 pushups since previous: within measurement error (±2 pushups)',
  );

  // The printed report.
  await printAt(page);
  const pdf = await page.pdf({ format: 'A4', margin: { top: '10mm', bottom: '10mm', left: '10mm', right: '10mm' } });
  const pages = await renderPdf(await openPdfRenderer(context), pdf);
  const text = pages
    .flatMap((p) => p.text.map((run) => run.text))
    .join('')
    .replace(/\s+/g, '');
  expect(text).toContain('+6kgsinceprevious:realchange');
  expect(text).toContain('+1pushupssinceprevious:withinmeasurementerror(±2pushups)');
  expect(text).toContain('Measurementerror:');
});
