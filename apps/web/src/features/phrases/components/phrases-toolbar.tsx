import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button';
import { Icon } from '../../../shared/ui/icon';

interface PhrasesToolbarProps {
  total: number;
  selected: number;
  onSelectAll: (selected: boolean) => void;
  creating: boolean;
  onCreateTrack: () => void;
  clearing: boolean;
  onClearAll: () => void;
}

/** Above the list: select all, Create Audio Track (only with a selection) and clear all. */
export function PhrasesToolbar({
  total,
  selected,
  onSelectAll,
  creating,
  onCreateTrack,
  clearing,
  onClearAll,
}: PhrasesToolbarProps) {
  const { t } = useTranslation();
  const allSelected = total > 0 && selected === total;
  return (
    <div className="flex flex-col gap-3 border-b border-slate-100 px-4 py-3 sm:flex-row sm:items-center sm:justify-between sm:px-5">
      <label className="flex cursor-pointer items-center gap-3 text-sm font-medium text-slate-700">
        <input
          type="checkbox"
          checked={allSelected}
          ref={(input) => {
            if (input) input.indeterminate = selected > 0 && !allSelected;
          }}
          onChange={(event) => onSelectAll(event.target.checked)}
          className="h-5 w-5 cursor-pointer accent-indigo-600"
        />
        {t('phrases.toolbar.selectAll')}
      </label>
      <div className="flex flex-wrap items-center gap-2">
        {selected > 0 ? (
          <Button size="sm" icon={<Icon name="music" className="h-4 w-4" />} loading={creating} onClick={onCreateTrack}>
            {t('phrases.toolbar.createTrack', { count: selected })}
          </Button>
        ) : (
          <p className="text-xs text-slate-500">{t('phrases.messages.selectFirst')}</p>
        )}
        <Button
          variant="dangerSoft"
          size="sm"
          icon={<Icon name="trash" className="h-4 w-4" />}
          loading={clearing}
          onClick={onClearAll}
        >
          {t('phrases.toolbar.clearAll')}
        </Button>
      </div>
    </div>
  );
}
