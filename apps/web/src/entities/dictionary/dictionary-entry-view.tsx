import type { DictionaryEntry, GeneratedField } from '@tolk/contracts/dictionary';
import type { InterfaceLanguage } from '@tolk/contracts/interface-languages';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAudioQueue } from '../../shared/audio/use-audio-queue';
import { languageName } from '../../shared/lib/language-names';
import { Badge } from '../../shared/ui/badge';
import { Button } from '../../shared/ui/button';
import { Icon } from '../../shared/ui/icon';
import { Spinner } from '../../shared/ui/spinner';
import { getWordAudio } from './api/get-word-audio';
import { frequencyBand, groupSenses, partOfSpeechKey } from './entry-labels';

/** The headword, with its reading over each kanji when the entry is Japanese. */
export function EntryHeadword({ entry }: { entry: DictionaryEntry }) {
  const { furigana } = entry.pronunciationDetails;
  return (
    <span lang={entry.language} className="text-2xl font-bold tracking-tight text-slate-900">
      {furigana?.length
        ? furigana.map((part, index) =>
            part.reading ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: the segments of one word never reorder.
              <ruby key={index}>
                {part.text}
                <rp>(</rp>
                <rt className="text-xs font-medium text-slate-500">{part.reading}</rt>
                <rp>)</rp>
              </ruby>
            ) : (
              part.text
            ),
          )
        : entry.word}
    </span>
  );
}

function PartOfSpeech({ value }: { value: string }) {
  const { t } = useTranslation();
  const key = partOfSpeechKey(value);
  return <>{key ? t(key) : value}</>;
}

/** "AI-generated (model)" beside what a chat model wrote because the open data had nothing there. */
function GeneratedMark({ entry, field }: { entry: DictionaryEntry; field: GeneratedField }) {
  const { t } = useTranslation();
  if (!entry.generated?.fields.includes(field)) return null;
  return (
    <Badge tone="warning">
      <Icon name="sparkles" className="h-3.5 w-3.5" />
      {t('dictionary.entry.generated', { model: entry.generated.model })}
    </Badge>
  );
}

function Section({ title, mark, children }: { title: string; mark?: ReactNode; children: ReactNode }) {
  return (
    <section className="space-y-2">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="text-xs font-semibold uppercase tracking-wide text-slate-500">{title}</h3>
        {mark}
      </div>
      {children}
    </section>
  );
}

function Examples({ examples, language }: { examples: string[]; language: string }) {
  if (examples.length === 0) return null;
  return (
    <ul className="mt-1 space-y-1 border-l-2 border-indigo-100 pl-3">
      {examples.map((example) => (
        <li key={example} lang={language} className="text-sm italic text-slate-600">
          {example}
        </li>
      ))}
    </ul>
  );
}

/** Play, or stop, the word spoken; fetched with the bearer token, as the server serves it to its learner alone. */
function PlayWord({ entry }: { entry: DictionaryEntry }) {
  const { t } = useTranslation();
  const queue = useAudioQueue();
  const [failed, setFailed] = useState(false);
  const state = queue.loadingKey === entry.id ? 'loading' : queue.playingKey === entry.id ? 'playing' : 'idle';
  const toggle = () => {
    setFailed(false);
    queue
      .toggle(entry.id, async () => [await getWordAudio({ id: entry.id, language: entry.language })])
      .catch(() => setFailed(true));
  };
  return (
    <span className="inline-flex items-center gap-2">
      <Button
        variant="secondary"
        size="sm"
        aria-label={t(state === 'idle' ? 'dictionary.entry.play' : 'dictionary.entry.stop', { word: entry.word })}
        aria-pressed={state !== 'idle'}
        onClick={toggle}
        icon={
          state === 'loading' ? (
            <Spinner />
          ) : (
            <Icon name={state === 'playing' ? 'stop' : 'speaker'} className="h-4 w-4" />
          )
        }
      >
        {t('dictionary.entry.listen')}
      </Button>
      {failed ? (
        <span role="alert" className="text-xs text-amber-800">
          {t('dictionary.entry.audioFailed')}
        </span>
      ) : null}
    </span>
  );
}

/** The study-list state and how hard and how common the word is. */
function EntryBadges({ entry }: { entry: DictionaryEntry }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap gap-2">
      {entry.addedToStudyList ? (
        <Badge tone="success">
          <Icon name="plus" className="h-3.5 w-3.5" />
          {t('dictionary.entry.added')}
        </Badge>
      ) : (
        <Badge tone="brand">
          <Icon name="check" className="h-3.5 w-3.5" />
          {t('dictionary.entry.alreadyStudying')}
        </Badge>
      )}
      {entry.difficultyLevel ? <Badge>{t(`dictionary.entry.difficulty.${entry.difficultyLevel}`)}</Badge> : null}
      {entry.cefrLevel ? <Badge tone="info">{t('dictionary.entry.cefr', { level: entry.cefrLevel })}</Badge> : null}
      {entry.frequencyRank ? (
        <Badge>
          {t('dictionary.entry.frequencyWithRank', {
            band: t(`dictionary.entry.frequency.${frequencyBand(entry.frequencyRank)}`),
            rank: entry.frequencyRank,
          })}
        </Badge>
      ) : null}
    </div>
  );
}

/** A loaded entry: pronunciation, badges, translations, meanings by part of speech, examples, etymology. */
export function DictionaryEntryView({
  entry,
  interfaceLanguage,
}: {
  entry: DictionaryEntry;
  interfaceLanguage: InterfaceLanguage;
}) {
  const { t, i18n } = useTranslation();
  const { ipa } = entry.pronunciationDetails;
  const reading = entry.pronunciationDetails.furigana?.length ? null : entry.pronunciationDetails.reading;
  const translations = entry.translations.filter(
    (translation) => translation.language === interfaceLanguage && translation.language !== entry.language,
  );
  const groups = groupSenses(entry.senses);
  const senseExamples = new Set(entry.senses.flatMap((sense) => sense.examples));
  const moreExamples = entry.exampleList.filter((example) => !senseExamples.has(example));
  // Definitions without senses (a chat model's, say) are shown as one group under the entry's part of speech.
  const meanings =
    groups.length > 0
      ? groups
      : entry.definitionList.length > 0
        ? [
            {
              partOfSpeech: entry.partOfSpeech,
              senses: entry.definitionList.map((gloss) => ({ partOfSpeech: entry.partOfSpeech, gloss, examples: [] })),
            },
          ]
        : [];

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        {entry.partOfSpeech ? (
          <span className="text-sm font-medium italic text-slate-600">
            <PartOfSpeech value={entry.partOfSpeech} />
          </span>
        ) : null}
        {ipa ? (
          <span className="text-base text-slate-800" title={t('dictionary.entry.ipa')}>
            /{ipa}/
          </span>
        ) : null}
        {reading ? (
          <span lang="ja" className="text-base text-slate-800">
            {reading}
          </span>
        ) : null}
        <PlayWord entry={entry} />
      </div>

      <EntryBadges entry={entry} />

      {translations.length > 0 ? (
        <Section
          title={t('dictionary.entry.translations', { language: languageName(interfaceLanguage, i18n.language) })}
          mark={
            translations.some((translation) => translation.source === 'generated') ? (
              <GeneratedMark entry={entry} field="translation" />
            ) : null
          }
        >
          <p lang={interfaceLanguage} className="text-lg font-semibold text-indigo-700">
            {translations.map((translation) => translation.text).join(', ')}
          </p>
        </Section>
      ) : null}

      {meanings.length > 0 ? (
        <Section title={t('dictionary.entry.meanings')} mark={<GeneratedMark entry={entry} field="definitions" />}>
          <div className="space-y-4">
            {meanings.map((group) => (
              <div key={group.partOfSpeech ?? ''}>
                {group.partOfSpeech ? (
                  <h4 className="mb-1 text-sm font-semibold italic text-slate-700">
                    <PartOfSpeech value={group.partOfSpeech} />
                  </h4>
                ) : null}
                <ol className="list-decimal space-y-2 pl-6 text-slate-900 marker:text-slate-400">
                  {group.senses.map((sense, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: glosses may repeat; their order is their identity.
                    <li key={index} className="pl-1 leading-relaxed">
                      {sense.gloss}
                      <Examples examples={sense.examples} language={entry.language} />
                    </li>
                  ))}
                </ol>
              </div>
            ))}
          </div>
        </Section>
      ) : null}

      {moreExamples.length > 0 ? (
        <Section title={t('dictionary.entry.examples')} mark={<GeneratedMark entry={entry} field="examples" />}>
          <Examples examples={moreExamples} language={entry.language} />
        </Section>
      ) : null}

      {entry.etymology ? (
        <Section title={t('dictionary.entry.etymology')} mark={<GeneratedMark entry={entry} field="etymology" />}>
          <p className="text-sm leading-relaxed text-slate-700">{entry.etymology}</p>
        </Section>
      ) : null}
    </div>
  );
}

/**
 * The open dictionaries the entry came from, with the notice their licences ask to show, and how
 * often the learner looked the word up. At the end of the entry, so it scrolls away with it.
 */
export function EntryAttribution({ entry }: { entry: DictionaryEntry }) {
  const { t } = useTranslation();
  return (
    <footer className="mt-6 space-y-2 border-t border-slate-200 pt-3 text-xs text-slate-500">
      <p>{t('dictionary.entry.viewCount', { count: entry.viewCount })}</p>
      {entry.sources.length > 0 ? (
        <div>
          <h3 className="font-semibold text-slate-600">{t('dictionary.entry.sources')}</h3>
          <ul className="mt-1 space-y-1">
            {entry.sources.map((source) => (
              <li key={source.name}>
                {/^https?:\/\//.test(source.url) ? (
                  <a
                    href={source.url}
                    target="_blank"
                    rel="noreferrer"
                    className="font-medium text-slate-600 underline decoration-slate-300 underline-offset-2 hover:text-indigo-700"
                  >
                    {source.name}
                  </a>
                ) : (
                  <span className="font-medium text-slate-600">{source.name}</span>
                )}
                <span className="block text-[11px] leading-snug text-slate-400">{source.licence}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </footer>
  );
}
