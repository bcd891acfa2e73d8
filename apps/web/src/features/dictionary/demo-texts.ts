import type { LanguageCode } from '@tolk/contracts/languages';

export interface DemoText {
  language: LanguageCode;
  text: string;
}

/**
 * The /demo page's sample texts (docs/product.md, Dictionary): everyday sentences a learner meets
 * early, with inflected forms ('bøkene', 'books') that the dictionary leads back to their headwords.
 */
export const DEMO_TEXTS: readonly DemoText[] = [
  {
    language: 'no',
    text: 'Hjemme hos oss står bøkene i en høy hylle i stua. Om kvelden leser jeg for barna, og katten sover på sofaen. I morgen skal vi gå en lang tur i skogen hvis det ikke regner.',
  },
  {
    language: 'ru',
    text: 'Утром я пью чай на кухне и смотрю в окно. Во дворе играют дети, а старая собака спит на солнце. Вечером мы всей семьёй гуляем в парке у реки.',
  },
  {
    language: 'en',
    text: 'Our house stands at the end of a quiet street. In the morning the kitchen smells of fresh bread, and the children read their books by the window. Later we walk to the river and watch the boats go by.',
  },
];
