import { DialogueLevel, type DialogueTopic } from '@tolk/contracts/dialogue';
import { isLanguageCode } from '@tolk/contracts/languages';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../shared/ui/card';
import { LanguageOptions } from '../../../shared/ui/language-options';
import { SelectField } from '../../../shared/ui/select-field';
import type { DialogueSettings } from '../hooks/use-dialogue-settings';
import { LEVEL_LABELS, PLAYBACK_SPEEDS, TOPIC_LABELS } from '../lib/dialogue-options';
import { ToggleSwitch } from './toggle-switch';

interface DialogueSettingsCardProps {
  settings: DialogueSettings;
  topics: readonly DialogueTopic[];
  onChange: (next: Partial<DialogueSettings>) => void;
}

/** Language, level, topic and playback speed, and the live-mode and auto-audio switches. */
export function DialogueSettingsCard({ settings, topics, onChange }: DialogueSettingsCardProps) {
  const { t, i18n } = useTranslation();
  const speedFormat = new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 1, maximumFractionDigits: 2 });
  return (
    <Card className="space-y-4 p-4 sm:p-5" data-testid="dialogue-settings">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-1">
        <SelectField
          className="min-w-0"
          label={t('dialogue.settings.language')}
          value={settings.language}
          onChange={(value) => {
            if (isLanguageCode(value)) onChange({ language: value });
          }}
        >
          <LanguageOptions />
        </SelectField>
        <SelectField
          className="min-w-0"
          label={t('dialogue.settings.level')}
          value={settings.level}
          onChange={(value) => {
            const level = DialogueLevel.safeParse(value);
            if (level.success) onChange({ level: level.data });
          }}
        >
          {DialogueLevel.options.map((level) => (
            <option key={level} value={level}>
              {t(LEVEL_LABELS[level])}
            </option>
          ))}
        </SelectField>
        <SelectField
          // Topic names are the longest ("Общий разговор"): a whole row where the selects share one.
          className="min-w-0 sm:col-span-2 lg:col-span-1"
          label={t('dialogue.settings.topic')}
          value={settings.topic}
          onChange={(value) => {
            const topic = topics.find((candidate) => candidate === value);
            if (topic) onChange({ topic });
          }}
        >
          {topics.map((topic) => (
            <option key={topic} value={topic}>
              {t(TOPIC_LABELS[topic])}
            </option>
          ))}
        </SelectField>
        <SelectField
          className="min-w-0"
          label={t('dialogue.settings.speed')}
          value={String(settings.speed)}
          onChange={(value) => onChange({ speed: Number(value) })}
        >
          {PLAYBACK_SPEEDS.map((speed) => (
            <option key={speed} value={String(speed)}>
              {t('dialogue.settings.speedValue', { speed: speedFormat.format(speed) })}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-1">
        <ToggleSwitch
          label={t('dialogue.settings.liveMode')}
          hint={t('dialogue.settings.liveModeHint')}
          checked={settings.liveMode}
          onChange={(liveMode) => onChange({ liveMode })}
        />
        <ToggleSwitch
          label={t('dialogue.settings.autoAudio')}
          hint={t('dialogue.settings.autoAudioHint')}
          checked={settings.autoAudio}
          onChange={(autoAudio) => onChange({ autoAudio })}
        />
      </div>
    </Card>
  );
}
