import { type APIRequestContext, expect } from '@playwright/test';
import type { DictionarySourcesResponse } from '@tolk/contracts/dictionary';
import { dictionaryEndpoints } from '@tolk/contracts/endpoints/dictionary';

/**
 * English comes from WordNet, imported in the background at the server's first start: look-ups
 * wait until the import says it is done (GET sources, as the admin diagnostics read it).
 */
export async function waitForEnglishDictionary(request: APIRequestContext, token: string): Promise<void> {
  await expect
    .poll(
      async () => {
        const response = await request.get(dictionaryEndpoints.sources.path, {
          headers: { authorization: `Bearer ${token}` },
        });
        const { imports } = (await response.json()) as DictionarySourcesResponse;
        return imports.find((item) => item.format === 'wordnet')?.status ?? 'not started';
      },
      { timeout: 240_000, intervals: [2_000] },
    )
    .toBe('imported');
}
