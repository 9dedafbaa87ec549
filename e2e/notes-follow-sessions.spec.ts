// Notes and goals follow their sessions (decision 0147): a session moved to another client takes its note;
// a client merged into another brings its session notes, its note and a goal the other also has (written below the
// other's note under its name). Nothing is lost. Axe at 375 and 1280 px on the history after the merge.
// Screenshots (with E2E_SHOTS=1) go to /tmp/shots-notes-merge.
import { test, expect, type Page } from '@playwright/test';
import { reviewShot } from './support';
import AxeBuilder from '@axe-core/playwright';
import { seedPredecessorSessions } from './clients-support';

const SHOTS = '/tmp/shots-notes-merge';

/** Pat Doe (two sessions) and the same person typed 'Pat Doh' on another day (one session), grouped by name. */
async function patTwice(page: Page) {
  await page.goto('#/');
  const base = { age: 40, sex: 'MALE', current_weight: 82 };
  await seedPredecessorSessions(page, [
    { ...base, name: 'Pat Doe', date: '2025-01-10T10:00:00.000Z', pushups: 18 },
    { ...base, name: 'Pat Doe', date: '2025-03-10T10:00:00.000Z', pushups: 22 },
    { ...base, name: 'Pat Doh', date: '2025-06-10T10:00:00.000Z', pushups: 25 },
  ]);
}

async function openHistory(page: Page, name: string) {
  await page.goto('#/clients');
  await page.getByRole('link', { name: `History of ${name}` }).click();
  await expect(page.getByRole('heading', { name: `Progress of ${name}` })).toBeVisible({ timeout: 20_000 });
}

async function saveSessionNote(page: Page, date: string, text: string) {
  await page.getByRole('button', { name: `View the session of ${date}` }).click();
  await page.getByLabel(`Note on the session of ${date}`).fill(text);
  await page.getByRole('button', { name: 'Save note' }).nth(1).click();
  await expect(page.getByTestId('session-notes')).toContainText(`${date}${text}`);
}

async function saveClientNote(page: Page, text: string) {
  await page.getByLabel('Note on this client').fill(text);
  await page.getByRole('button', { name: 'Save note' }).first().click();
  await expect(page.getByTestId('client-note')).toHaveText(text);
}

async function saveGoal(page: Page, pushups: string) {
  await page.getByLabel('Measure', { exact: true }).selectOption({ label: 'Pushups' });
  await page.getByLabel('Goal (pushups)').fill(pushups);
  await page.getByRole('button', { name: 'Save goal' }).click();
  await expect(page.getByTestId('history-table').getByRole('row', { name: /^Pushups/ })).toContainText(
    `Goal ${pushups} pushups`,
  );
}

/** The option of a client list whose text starts with the client's name. */
async function optionOf(page: Page, select: string, name: string): Promise<string> {
  const value = await page.locator(`${select} option`, { hasText: name }).first().getAttribute('value');
  expect(value).toBeTruthy();
  return value ?? '';
}

test('a moved session takes its note; a merged client brings its notes and goals; axe at 375 and 1280 px', async ({
  page,
}) => {
  test.slow();
  await page.setViewportSize({ width: 1280, height: 900 });
  await patTwice(page);

  // Pat Doh: a client note, a session note, a pushups goal of 25.
  await openHistory(page, 'Pat Doh');
  await saveClientNote(page, 'Prefers mornings.');
  await saveSessionNote(page, '10 Jun 2025', 'Tested in the park.');
  await saveGoal(page, '25');

  // Pat Doe: a client note, a goal of 30, a note on the March session, which then moves to Pat Doh.
  await openHistory(page, 'Pat Doe');
  await saveClientNote(page, 'Knee surgery in 2024: no jumps.');
  await saveGoal(page, '30');
  await saveSessionNote(page, '10 Mar 2025', 'Slept badly; pushups after the run.');
  await page
    .getByLabel('Move this session to another client')
    .selectOption(await optionOf(page, '#move-session', 'Pat Doh'));
  await page.getByRole('button', { name: 'Move', exact: true }).click();
  await expect(page.getByRole('button', { name: 'View the session of 10 Mar 2025' })).toBeHidden();
  await expect(page.getByTestId('session-notes')).toBeHidden(); // Pat Doe has no session note left

  await openHistory(page, 'Pat Doh');
  const dohNotes = page.getByTestId('session-notes');
  await expect(dohNotes).toContainText('10 Mar 2025Slept badly; pushups after the run.');
  await expect(dohNotes).toContainText('10 Jun 2025Tested in the park.');

  // Merge Pat Doh into Pat Doe on the Clients screen.
  await page.goto('#/clients');
  await page.getByText('Merge Pat Doh into another client').click();
  const mergeSelect = page.getByLabel('Move every session of Pat Doh to');
  await mergeSelect.selectOption(await optionOf(page, 'select[id^="merge-"]', 'Pat Doe'));
  await page.getByRole('button', { name: 'Merge', exact: true }).click();
  await expect(page.getByRole('link', { name: 'History of Pat Doh' })).toBeHidden();

  await openHistory(page, 'Pat Doe');
  await expect(page.getByTestId('client-note')).toHaveText(
    "Knee surgery in 2024: no jumps.\n\nFrom Pat Doh:\nPrefers mornings.\nPat Doh's goal: Pushups 25 pushups",
  );
  const notes = page.getByTestId('session-notes');
  await expect(notes).toContainText('10 Mar 2025Slept badly; pushups after the run.');
  await expect(notes).toContainText('10 Jun 2025Tested in the park.');
  await expect(page.getByTestId('history-table').getByRole('row', { name: /^Pushups/ })).toContainText(
    'Goal 30 pushups: 5 pushups to go',
  );
  // The merged client's entry is gone from storage: nothing left under an id no client has.
  const entries = await page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('clients');
        open.onsuccess = () => {
          const request = open.result.transaction('clientNotes').objectStore('clientNotes').count();
          request.onsuccess = () => {
            open.result.close();
            resolve(request.result);
          };
          request.onerror = () => reject(request.error);
        };
        open.onerror = () => reject(open.error);
      }),
  );
  expect(entries).toBe(1);

  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await reviewShot(page, `${SHOTS}/history-after-merge-${width}.png`, { fullPage: width === 375 });
    const axe = await new AxeBuilder({ page }).analyze();
    expect(
      axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
      `history at ${width}`,
    ).toEqual([]);
  }
});

/** Each listed client's note set straight in the clients database (a note of 1,500 characters is slow to type). */
async function storeNotes(page: Page, notes: Record<string, string>) {
  await page.evaluate(
    (byName) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('clients');
        open.onerror = () => reject(open.error ?? new Error('clients database'));
        open.onsuccess = () => {
          const tx = open.result.transaction(['clients', 'clientNotes'], 'readwrite');
          const all = tx.objectStore('clients').getAll();
          all.onsuccess = () => {
            for (const client of all.result as { id: string; name: string | null }[]) {
              const note = client.name ? byName[client.name] : undefined;
              if (note) tx.objectStore('clientNotes').put({ schemaVersion: 1, clientId: client.id, note });
            }
          };
          tx.oncomplete = () => {
            open.result.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error ?? new Error('clientNotes'));
        };
      }),
    notes,
  );
}

test('a merge whose notes together pass the 2000-character limit is refused and changes nothing', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await patTwice(page);
  await page.goto('#/clients');
  await expect(page.getByRole('link', { name: 'History of Pat Doh' })).toBeVisible({ timeout: 20_000 });
  await storeNotes(page, { 'Pat Doe': 'a'.repeat(1500), 'Pat Doh': 'b'.repeat(1500) });
  await page.reload();
  await page.getByText('Merge Pat Doh into another client').click();
  await page
    .getByLabel('Move every session of Pat Doh to')
    .selectOption(await optionOf(page, 'select[id^="merge-"]', 'Pat Doe'));
  await page.getByRole('button', { name: 'Merge', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Nothing was merged' })).toContainText(
    'together the notes would be longer than 2000 characters. Shorten one of them first.',
  );
  await expect(page.getByRole('link', { name: 'History of Pat Doh' })).toBeVisible();
  await openHistory(page, 'Pat Doh');
  await expect(page.getByTestId('client-note')).toHaveText('b'.repeat(1500));
  await expect(page.getByRole('button', { name: 'View the session of 10 Jun 2025' })).toBeVisible();
});
