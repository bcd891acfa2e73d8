import type { LanguageProgress } from '@tolk/contracts/stats';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../shared/ui/card';
import { LanguageCard } from './language-card';

interface LanguageCardsProps {
  languages: LanguageProgress[];
  totalPhrases: number;
  totalTranslations: number;
}

/** A card per language of the user's phrases and translations, most used first. */
export function LanguageCards({ languages, totalPhrases, totalTranslations }: LanguageCardsProps) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="home-languages">
      <h2 id="home-languages" className="text-lg font-semibold text-slate-900">
        {t('home.languages.title')}
      </h2>
      {languages.length === 0 ? (
        <Card className="mt-3 p-6 text-center text-sm text-slate-600">{t('home.empty.title')}</Card>
      ) : (
        <ul className="mt-3 grid gap-4 sm:grid-cols-2">
          {languages.map((progress) => (
            <li key={progress.language}>
              <LanguageCard progress={progress} totalPhrases={totalPhrases} totalTranslations={totalTranslations} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
