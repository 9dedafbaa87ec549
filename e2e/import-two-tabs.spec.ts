// The same client file imported at the same moment in two tabs stores each record once (decision 0177): the stored
// sessions are read and written in one transaction, which the browser runs one tab after the other.
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { seedPredecessorSessions, storedSessions } from './clients-support';

test('two tabs import the same 30-session client file at once: 30 sessions stored, each once', async ({
  page,
  browser,
}) => {
  await page.goto('#/');
  await seedPredecessorSessions(
    page,
    Array.from({ length: 30 }, (_, i) => ({
      name: 'Pat Doe',
      age: 40,
      sex: 'MALE',
      date: new Date(Date.UTC(2025, 0, 1 + i, 10)).toISOString(),
      pushups: 10 + i,
    })),
  );
  await page.goto('#/clients');
  await page.getByRole('link', { name: 'History of Pat Doe' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export client file' }).click();
  const text = readFileSync(await (await download).path(), 'utf8');
  expect((JSON.parse(text) as { sessions: unknown[] }).sessions).toHaveLength(30);

  const fresh = await browser.newContext();
  // A slow disk: a read-only read of the sessions store answers half a second late. An import that reads in one
  // transaction and writes in another then lets both tabs read before either writes (each stored all 30 again).
  await fresh.addInitScript(() => {
    const realGetAll = IDBObjectStore.prototype.getAll;
    IDBObjectStore.prototype.getAll = function (this: IDBObjectStore, ...args: Parameters<IDBObjectStore['getAll']>) {
      const request = realGetAll.apply(this, args);
      if (this.transaction.mode !== 'readonly' || this.name !== 'sessions') return request;
      const listen = request.addEventListener.bind(request);
      request.addEventListener = ((type: string, listener: EventListener, options?: AddEventListenerOptions) =>
        listen(
          type,
          type === 'success' ? (event: Event) => setTimeout(() => listener.call(request, event), 500) : listener,
          options,
        )) as typeof request.addEventListener;
      return request;
    };
  });
  try {
    const tabs = [await fresh.newPage(), await fresh.newPage()];
    for (const tab of tabs) {
      await tab.goto('#/clients');
      await expect(tab.getByRole('heading', { name: 'Clients', level: 1 })).toBeVisible();
      // The file input shows once the (empty) list has loaded.
      await expect(tab.getByLabel('Import a client file')).toBeEnabled();
    }
    // The same moment in both tabs: each gets the file now and chooses it at one agreed instant (setInputFiles one
    // tab after the other would leave the first import ahead).
    const at = Date.now() + 1_500;
    await Promise.all(
      tabs.map((tab) =>
        tab.evaluate(
          ({ content, when }) => {
            const input = document.getElementById('client-import') as HTMLInputElement;
            const files = new DataTransfer();
            files.items.add(new File([content], 'pat.json', { type: 'application/json' }));
            input.files = files.files;
            setTimeout(() => input.dispatchEvent(new Event('change', { bubbles: true })), when - Date.now());
          },
          { content: text, when: at },
        ),
      ),
    );
    for (const tab of tabs) await expect(tab.getByTestId('alert-banner')).toContainText('Imported Pat Doe');
    const stored = await storedSessions(tabs[0]!);
    expect(stored.filter((session) => session.name === 'Pat Doe').length).toBe(30);
    expect(new Set(stored.map((session) => session.recordId)).size).toBe(30);
  } finally {
    await fresh.close();
  }
});
