import {
  VOICE_CLONING_LANGUAGES,
  VoiceCloningLanguage,
  type VoiceCloningSettings,
} from '@tolk/contracts/voice-cloning';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { targetAfterSourceChange, targetChoices } from '../../../entities/language-pair/distinct-languages';
import { Button } from '../../../shared/ui/button';
import { Dialog } from '../../../shared/ui/dialog';
import { LanguageFlag } from '../../../shared/ui/language-flag';
import { LanguageOptions } from '../../../shared/ui/language-options';
import { SelectField } from '../../../shared/ui/select-field';
import { TextField } from '../../../shared/ui/text-field';
import { useKeyCheck } from '../hooks/use-key-check';
import type { VoiceSettings } from '../lib/voice-settings';
import { KeyStatus } from './key-status';

interface VoiceSettingsDialogProps {
  open: boolean;
  onClose: () => void;
  settings: VoiceSettings;
  transport: VoiceCloningSettings | undefined;
  onSave: (settings: VoiceSettings) => void;
}

/** The provider key (checked as it is typed) and the two languages; Save stores them on this device and closes. */
export function VoiceSettingsDialog({ open, onClose, settings, transport, onSave }: VoiceSettingsDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('voiceCloning.settings.title')}
      description={t('voiceCloning.settings.description')}
    >
      {open ? <SettingsForm settings={settings} transport={transport} onSave={onSave} /> : null}
    </Dialog>
  );
}

function SettingsForm({
  settings,
  transport,
  onSave,
}: Pick<VoiceSettingsDialogProps, 'settings' | 'transport' | 'onSave'>) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(settings);
  const check = useKeyCheck(draft.elevenLabsApiKey, transport);

  return (
    <form
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        onSave(draft);
      }}
    >
      <div>
        <TextField
          label={t('voiceCloning.settings.key')}
          type="password"
          autoComplete="off"
          spellCheck={false}
          value={draft.elevenLabsApiKey}
          onChange={(event) => setDraft({ ...draft, elevenLabsApiKey: event.target.value })}
          hint={t('voiceCloning.settings.keyPrivacy')}
        />
        <KeyStatus check={check} />
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <LanguageSelect
          label={t('voiceCloning.settings.source')}
          value={draft.sourceLanguage}
          // As in the pair dialog: the target is never the source (the server refuses such a phrase for good).
          onChange={(sourceLanguage) =>
            setDraft({
              ...draft,
              sourceLanguage,
              targetLanguage: targetAfterSourceChange(
                { source: draft.sourceLanguage, target: draft.targetLanguage },
                sourceLanguage,
              ),
            })
          }
        />
        <LanguageSelect
          label={t('voiceCloning.settings.target')}
          codes={targetChoices(VOICE_CLONING_LANGUAGES, draft.sourceLanguage)}
          value={draft.targetLanguage}
          onChange={(targetLanguage) => setDraft({ ...draft, targetLanguage })}
        />
      </div>
      <div className="flex justify-end pt-1">
        <Button type="submit">{t('voiceCloning.settings.save')}</Button>
      </div>
    </form>
  );
}

function LanguageSelect(props: {
  label: string;
  value: VoiceCloningLanguage;
  onChange: (value: VoiceCloningLanguage) => void;
  codes?: readonly VoiceCloningLanguage[];
}) {
  return (
    <SelectField
      className="min-w-0"
      label={props.label}
      value={props.value}
      leading={<LanguageFlag code={props.value} />}
      onChange={(value) => {
        const language = VoiceCloningLanguage.safeParse(value);
        if (language.success) props.onChange(language.data);
      }}
    >
      <LanguageOptions codes={props.codes ?? VOICE_CLONING_LANGUAGES} />
    </SelectField>
  );
}
