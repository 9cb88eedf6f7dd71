import { Button, Menu, VisuallyHidden } from '@mantine/core';
import { endpoints } from '@signaldesk/contracts/endpoints';
import { IconCheck, IconLanguage } from '@tabler/icons-react';
import { useState } from 'react';
import { notifyFailure } from '../../components/ui/notify';
import { type Language, setLanguageChoice, setZoneChoice, type ZoneChoice } from '../../i18n/language-store';
import { usePreferences, useT } from '../../i18n/use-t';
import { getErrorMessage } from '../../lib/api-client';
import { callEndpoint } from '../../lib/call-endpoint';

/** Saves the admin's language on the server, so it follows them (docs/console.md, Languages). */
async function saveLanguage(language: Language | null): Promise<void> {
  await callEndpoint(endpoints.setLanguage, { body: { language } });
}

/**
 * The header's language and time-zone menu (docs/console.md, Languages). The language is shown at once and saved
 * for the admin; a refused save puts the previous language back and says so. The zone is this browser's choice.
 */
export function PreferencesMenu() {
  const t = useT();
  const { language, zone } = usePreferences();
  const [saving, setSaving] = useState(false);

  async function chooseLanguage(next: Language | null) {
    if (next === language) return;
    const previous = language;
    setLanguageChoice(next);
    setSaving(true);
    try {
      await saveLanguage(next);
    } catch (error) {
      setLanguageChoice(previous);
      notifyFailure(t('shell.preferences.saveFailed'), getErrorMessage(error, t('common.unknownError')));
    } finally {
      setSaving(false);
    }
  }

  const check = (on: boolean) => (on ? <IconCheck size={14} aria-hidden /> : <span style={{ width: 14 }} />);
  const languageItem = (value: Language | null, label: string) => (
    <Menu.Item
      leftSection={check(language === value)}
      onClick={() => void chooseLanguage(value)}
      lang={value ?? undefined}
      aria-current={language === value ? 'true' : undefined}
    >
      {label}
    </Menu.Item>
  );
  const zoneItem = (value: ZoneChoice, label: string) => (
    <Menu.Item
      leftSection={check(zone === value)}
      onClick={() => setZoneChoice(value)}
      aria-current={zone === value ? 'true' : undefined}
    >
      {label}
    </Menu.Item>
  );

  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          size="compact-sm"
          leftSection={<IconLanguage size={16} aria-hidden />}
          loading={saving}
        >
          {language ? language.toUpperCase() : t('shell.preferences.language')}
          {/* The name starts with what is seen (WCAG 2.5.3), then says what the menu holds. */}
          <VisuallyHidden>{` · ${t('shell.preferences.menu')}`}</VisuallyHidden>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('shell.preferences.language')}</Menu.Label>
        {languageItem('fr', t('shell.preferences.french'))}
        {languageItem('en', t('shell.preferences.english'))}
        {languageItem(null, t('shell.preferences.specDefault'))}
        <Menu.Divider />
        <Menu.Label>{t('shell.preferences.timeZone')}</Menu.Label>
        {zoneItem('utc', t('shell.preferences.utc'))}
        {zoneItem('local', t('shell.preferences.local'))}
      </Menu.Dropdown>
    </Menu>
  );
}
