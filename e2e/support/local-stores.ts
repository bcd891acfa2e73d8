import type { Page } from '@playwright/test';

/**
 * Reads and writes the app's own IndexedDB databases the way another screen of the app would
 * save offline work ('tolk-phrases' and 'tolk-audio-trainers', keyed by id). The app creates
 * them (through Dexie) when a page first uses them, so each call waits until the store exists.
 */
async function withStore<T>(page: Page, database: string, store: string, action: { put?: object }): Promise<T> {
  return page.evaluate(
    ([name, storeName, put]) =>
      new Promise<T>((resolve, reject) => {
        const attempt = () => {
          const open = indexedDB.open(name);
          // Not created by the app yet: leave it for the app to create, and look again.
          open.onupgradeneeded = () => open.transaction?.abort();
          open.onerror = () => setTimeout(attempt, 100);
          open.onsuccess = () => {
            const db = open.result;
            if (!db.objectStoreNames.contains(storeName)) {
              db.close();
              setTimeout(attempt, 100);
              return;
            }
            const tx = db.transaction(storeName, 'readwrite');
            const request = put ? tx.objectStore(storeName).put(put) : tx.objectStore(storeName).getAll();
            tx.oncomplete = () => {
              db.close();
              resolve(request.result as T);
            };
            tx.onerror = () => reject(tx.error);
          };
        };
        attempt();
      }),
    [database, store, action.put ?? null] as const,
  );
}

export async function putLocalRecord(page: Page, database: string, store: string, record: object): Promise<void> {
  await withStore(page, database, store, { put: record });
}

export async function readLocalRecords(
  page: Page,
  database: string,
  store: string,
): Promise<Array<Record<string, unknown>>> {
  return withStore(page, database, store, {});
}
