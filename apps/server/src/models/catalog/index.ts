import type { CatalogEntry } from '../catalog-entry';
import { chatCatalog } from './chat';
import { dictionaryCatalog } from './dictionary';
import { speechRecognitionCatalog } from './speech-recognition';
import { translationCatalog } from './translation';

/** Everything Tolk can download, one list: each capability's file adds its entries. */
export const CATALOG: readonly CatalogEntry[] = [
  ...speechRecognitionCatalog,
  ...translationCatalog,
  ...chatCatalog,
  ...dictionaryCatalog,
];
