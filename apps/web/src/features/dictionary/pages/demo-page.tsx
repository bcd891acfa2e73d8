import { useTranslation } from 'react-i18next';
import { ClickableText } from '../../../entities/dictionary/clickable-text';
import { languageName } from '../../../shared/lib/language-names';
import { Alert } from '../../../shared/ui/alert';
import { Card } from '../../../shared/ui/card';
import { LanguageFlag } from '../../../shared/ui/language-flag';
import { PageHeader } from '../../../shared/ui/page-header';
import { PageTitle } from '../../../shared/ui/page-title';
import { DEMO_TEXTS } from '../demo-texts';

/** /demo: sample texts in Norwegian, Russian and English whose every word opens the dictionary. */
export function DemoPage() {
  const { t, i18n } = useTranslation();
  return (
    <div className="space-y-6">
      <PageTitle title={t('dictionary.demo.title')} />
      <PageHeader title={t('dictionary.demo.title')} description={t('dictionary.demo.subtitle')} />
      <Alert tone="info">
        <p>{t('dictionary.demo.studyNote')}</p>
        <p className="mt-1 text-sky-800/80">{t('dictionary.demo.keyboard')}</p>
      </Alert>
      <div className="grid gap-4 lg:grid-cols-3">
        {DEMO_TEXTS.map(({ language, text }) => {
          const name = languageName(language, i18n.language);
          return (
            <Card key={language} className="flex flex-col gap-3 p-4 sm:p-5">
              <h2 className="flex items-center gap-2 text-sm font-semibold text-slate-500">
                <LanguageFlag code={language} />
                {t('dictionary.demo.sample', { language: name })}
              </h2>
              <p className="text-lg leading-loose text-slate-900">
                <ClickableText text={text} language={language} />
              </p>
            </Card>
          );
        })}
      </div>
    </div>
  );
}
