import { useTranslation } from 'react-i18next';

export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      href="#main"
      className="sr-only z-50 rounded-lg bg-white px-4 py-2 text-sm font-semibold text-indigo-700 shadow-lg ring-2 ring-indigo-500 focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
    >
      {t('nav.skipToContent')}
    </a>
  );
}
