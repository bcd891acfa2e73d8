import { useTranslation } from 'react-i18next';

export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      href="#main"
      className="sr-only z-50 rounded-lg bg-white text-sm font-semibold text-indigo-700 shadow-lg ring-2 ring-indigo-500 focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:px-4 focus:py-2 focus:outline-none"
    >
      {t('nav.skipToContent')}
    </a>
  );
}
