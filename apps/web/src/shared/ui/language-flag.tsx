import type { LanguageCode } from '@tolk/contracts/languages';
import arFlag from 'flag-icons/flags/4x3/arab.svg?url&no-inline';
import zhFlag from 'flag-icons/flags/4x3/cn.svg?url&no-inline';
import deFlag from 'flag-icons/flags/4x3/de.svg?url&no-inline';
import daFlag from 'flag-icons/flags/4x3/dk.svg?url&no-inline';
import esFlag from 'flag-icons/flags/4x3/es.svg?url&no-inline';
import fiFlag from 'flag-icons/flags/4x3/fi.svg?url&no-inline';
import frFlag from 'flag-icons/flags/4x3/fr.svg?url&no-inline';
import enFlag from 'flag-icons/flags/4x3/gb.svg?url&no-inline';
import hiFlag from 'flag-icons/flags/4x3/in.svg?url&no-inline';
import itFlag from 'flag-icons/flags/4x3/it.svg?url&no-inline';
import jaFlag from 'flag-icons/flags/4x3/jp.svg?url&no-inline';
import koFlag from 'flag-icons/flags/4x3/kr.svg?url&no-inline';
import nlFlag from 'flag-icons/flags/4x3/nl.svg?url&no-inline';
import noFlag from 'flag-icons/flags/4x3/no.svg?url&no-inline';
import plFlag from 'flag-icons/flags/4x3/pl.svg?url&no-inline';
import ptFlag from 'flag-icons/flags/4x3/pt.svg?url&no-inline';
import ruFlag from 'flag-icons/flags/4x3/ru.svg?url&no-inline';
import svFlag from 'flag-icons/flags/4x3/se.svg?url&no-inline';
import thFlag from 'flag-icons/flags/4x3/th.svg?url&no-inline';
import trFlag from 'flag-icons/flags/4x3/tr.svg?url&no-inline';
import { cn } from '../lib/cn';

/**
 * Each language's flag as an SVG file of the flag-icons package (docs/decisions/025-flag-images.md):
 * emoji flags are drawn as empty boxes on Windows and many Linux desktops. `no-inline` keeps every
 * flag its own file, so the JavaScript holds 20 short URLs, not the drawings (Spain's alone is 80 KB),
 * and the browser fetches a flag only when one is shown. Arabic and Hindi have no single country:
 * Arabic shows the Arab League's flag, Hindi India's.
 */
export const FLAG_URLS: Record<LanguageCode, string> = {
  no: noFlag,
  ru: ruFlag,
  en: enFlag,
  es: esFlag,
  fr: frFlag,
  de: deFlag,
  it: itFlag,
  pt: ptFlag,
  ja: jaFlag,
  nl: nlFlag,
  pl: plFlag,
  sv: svFlag,
  da: daFlag,
  fi: fiFlag,
  ko: koFlag,
  zh: zhFlag,
  ar: arFlag,
  tr: trFlag,
  hi: hiFlag,
  th: thFlag,
};

/**
 * A language's flag as decoration beside its name (which is always written out as text): empty alt,
 * 4:3 like the drawings, lazily loaded and decoded off the main thread. A flag that cannot load
 * (offline, before the file was ever fetched) leaves no empty frame: the name beside it says it all.
 */
export function LanguageFlag({ code, className }: { code: LanguageCode; className?: string }) {
  return (
    <img
      src={FLAG_URLS[code]}
      alt=""
      width={20}
      height={15}
      loading="lazy"
      decoding="async"
      data-flag={code}
      onError={(event) => {
        // Inline, since the `hidden` attribute loses to the inline-block utility.
        event.currentTarget.style.display = 'none';
      }}
      className={cn('inline-block h-[15px] w-5 shrink-0 rounded-[2px] object-cover ring-1 ring-black/10', className)}
    />
  );
}
