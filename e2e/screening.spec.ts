// Screening before a maximal test (decision 50): a client whose screening suggests medical clearance is stopped
// before the Bruce test with both ways forward (record clearance, or a submaximal test); the recorded clearance is
// stored in the clients database and printed in the client's report.
import { expect, test, type Page } from '@playwright/test';
import { enterSession, printAt, saveFromCurrentSession } from './clients-support';

const ALEX = { fname: 'Alex', lname: 'Smith', age: '50', sex: 'MALE', weight: '80', heightCm: '180' } as const;

async function storedScreenings(page: Page): Promise<unknown[]> {
  return page.evaluate(
    () =>
      new Promise<unknown[]>((resolve, reject) => {
        const open = indexedDB.open('clients');
        open.onerror = () => reject(new Error(String(open.error)));
        open.onsuccess = () => {
          const all = open.result.transaction('screenings').objectStore('screenings').getAll();
          all.onsuccess = () => {
            open.result.close();
            resolve(all.result as unknown[]);
          };
          all.onerror = () => reject(new Error(String(all.error)));
        };
      }),
  );
}

test('screening suggests clearance: Bruce waits with both ways forward; the recorded clearance is in the report', async ({
  page,
}) => {
  test.slow();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.clock.install({ time: new Date('2026-01-10T10:00:00Z') });
  await enterSession(page, ALEX, { pushups: '20', sitAndReach: '28' });
  await saveFromCurrentSession(page);

  await page.goto('#/clients');
  await page.getByRole('link', { name: 'History of Alex Smith' }).click();
  const panel = page.getByRole('region', { name: 'Preparticipation screening' });
  await expect(panel).toContainText('not a diagnosis');
  await expect(panel.getByRole('link', { name: 'eparmedx.com' })).toHaveAttribute('href', 'https://eparmedx.com/');
  await panel
    .getByRole('group', { name: /exercise regularly/ })
    .getByLabel('Yes')
    .check();
  await panel
    .getByRole('group', { name: /known cardiovascular/ })
    .getByLabel('Yes')
    .check();
  await panel
    .getByRole('group', { name: /signs or symptoms/ })
    .getByLabel('No')
    .check();
  await panel.getByLabel('Intended intensity of exercise').selectOption('vigorous');
  await panel.getByRole('button', { name: 'Save screening' }).click();
  await expect(panel).toContainText('recommended before vigorous exercise');
  await expect(panel).toContainText('Maximal tests: medical clearance suggested first.');

  await page.goto('#/treadmill-protocols/bruce');
  const gate = page.getByRole('region', { name: 'Medical clearance suggested before the Bruce treadmill test' });
  await expect(gate).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start', exact: true })).toHaveCount(0);
  await expect(gate.getByRole('link', { name: 'Queens College step test' })).toBeVisible();
  await expect(gate.getByRole('link', { name: /Rockport 1-mile walk or 6-minute walk/ })).toBeVisible();
  await expect(gate.getByRole('link', { name: 'Senior Fitness Test' })).toBeVisible();
  await gate.getByRole('button', { name: /Medical clearance was obtained/ }).click();
  await expect(page.getByRole('button', { name: 'Start', exact: true })).toBeVisible();
  await expect(page.getByTestId('clearance-recorded')).toHaveText('Medical clearance recorded on 10 Jan 2026.');
  expect(await storedScreenings(page)).toMatchObject([
    {
      screenedOn: '2026-01-10',
      clearanceRecordedOn: '2026-01-10',
      answers: { exercisesRegularly: true, knownDisease: true, signsOrSymptoms: false, intendedIntensity: 'vigorous' },
    },
  ]);

  await page.goto('#/clients');
  await page.getByRole('link', { name: 'History of Alex Smith' }).click();
  await printAt(page);
  await expect(page.getByTestId('screening-summary')).toBeVisible();
  await expect(page.getByTestId('clearance-recorded')).toHaveText(
    'Medical clearance obtained, recorded by the tester on 10 Jan 2026.',
  );
});
