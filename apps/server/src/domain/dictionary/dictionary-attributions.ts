import type { DictionarySource } from '@tolk/contracts/dictionary';

/** What each source's licence asks us to show wherever its data is shown; stored in its lexicon_sources row. */
export const ATTRIBUTIONS = {
  wordnet: {
    name: 'WordNet 3.1, Princeton University',
    licence:
      'WordNet 3.1 Copyright 2011 by Princeton University. All rights reserved. Used under the WordNet License; ' +
      'provided "as is", without warranty of any kind. Exception lists as packaged by wink-lexicon (MIT).',
    url: 'https://wordnet.princeton.edu/license-and-commercial-use',
  },
  wiktextract: {
    name: 'Wiktionary, extracted by Wiktextract (kaikki.org)',
    licence: 'CC BY-SA 3.0 and GNU FDL (Wiktionary contributors)',
    url: 'https://kaikki.org/dictionary/',
  },
  vuizur: {
    name: 'Wiktionary, via Vuizur/Wiktionary-Dictionaries',
    licence: 'CC BY-SA 3.0 and GNU FDL (Wiktionary contributors)',
    url: 'https://github.com/Vuizur/Wiktionary-Dictionaries',
  },
  frequency: {
    name: 'FrequencyWords by Hermit Dave, from OpenSubtitles',
    licence: 'CC BY-SA 4.0',
    url: 'https://github.com/hermitdave/FrequencyWords',
  },
  cefrj: {
    name: 'CEFR-J Wordlist, compiled by Yukio Tono, Tokyo University of Foreign Studies',
    licence: 'Free for research and commercial use with citation; copyright Tono Laboratory, TUFS',
    url: 'http://www.cefr-j.org/download.html',
  },
  octanove: {
    name: 'Octanove Vocabulary Profile C1/C2, Octanove Labs (Open Language Profiles)',
    licence: 'CC BY-SA 4.0',
    url: 'https://github.com/openlanguageprofiles/olp-en-cefrj',
  },
} as const satisfies Record<string, DictionarySource>;
