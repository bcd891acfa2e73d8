import { isLanguageCode } from '@tolk/contracts/languages';
import type { AiRecommendations, RecommendationRule } from '@tolk/contracts/vocabulary-statistics';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { languageName } from '../../../shared/lib/language-names';
import { Badge } from '../../../shared/ui/badge';
import { Card } from '../../../shared/ui/card';
import { Icon } from '../../../shared/ui/icon';

/**
 * What to do next, from the learner's figures. Written by the chat model or by the server's rules,
 * and always marked as which: a learner should know when a model wrote what they read.
 */
export function RecommendationsCard({ recommendations }: { recommendations: AiRecommendations }) {
  const { t, i18n } = useTranslation();
  // Rule-made advice comes as data too: worded here in the interface language, not the server's English.
  const text = recommendations.rules
    ? recommendations.rules.map((rule) => ruleText(t, rule, i18n.language)).join('\n')
    : recommendations.text;
  const byModel = recommendations.source === 'model';
  return (
    <Card className="p-4 sm:p-5">
      <section aria-labelledby="vocabulary-recommendations" className="flex gap-3">
        <span className="hidden h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-amber-50 text-amber-600 sm:flex">
          <Icon name="sparkles" />
        </span>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id="vocabulary-recommendations" className="font-semibold text-slate-900">
              {t('vocabulary.recommendations.title')}
            </h2>
            <Badge tone={byModel ? 'brand' : 'neutral'}>
              {byModel
                ? t('dictionary.entry.generated', { model: recommendations.model ?? '' })
                : t('vocabulary.recommendations.rules')}
            </Badge>
          </div>
          <p className="mt-2 whitespace-pre-line break-words text-sm leading-relaxed text-slate-700">{text}</p>
        </div>
      </section>
    </Card>
  );
}

function ruleText(t: TFunction, rule: RecommendationRule, uiLanguage: string): string {
  const { language, ...values } = rule.values;
  const named =
    typeof language === 'string' && isLanguageCode(language) ? languageName(language, uiLanguage) : language;
  return t(`vocabulary.recommendations.rule.${rule.kind}`, { ...values, language: named });
}
