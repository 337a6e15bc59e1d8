import { LANGUAGES, THEMES, TIMEZONES } from '@loadboard/contracts';
import Row from 'react-bootstrap/Row';
import { useTranslation } from 'react-i18next';
import { fieldsOf } from '../../components/form/fields.tsx';
import { Options } from '../../components/form/options.tsx';
import { SettingSwitches } from './setting-switches.tsx';
import type { SettingsFormValues } from './settings-form-values.ts';
import { SettingsSection } from './settings-section.tsx';

const { ChoiceField } = fieldsOf<SettingsFormValues>();

/**
 * General Settings: the bell and email switches, the language (applied to the whole interface once
 * saved), the time zone, shown for people ('Eastern (ET)') while the API keeps UTC, EST, PST, and the
 * theme, applied once saved like the language.
 */
export function GeneralSection() {
  const { t } = useTranslation();
  return (
    <SettingsSection name="general">
      <Row className="g-3">
        <SettingSwitches names={['notifications', 'emailAlerts']} />
        <ChoiceField name="language" col={{ sm: 6 }} label={t('settings.fields.language')}>
          <Options values={LANGUAGES} label={(language) => t(`settings.languages.${language}`)} />
        </ChoiceField>
        <ChoiceField
          name="timezone"
          col={{ sm: 6 }}
          label={t('settings.fields.timezone')}
          hint={t('settings.fields.timezoneHint')}
        >
          <Options values={TIMEZONES} label={(zone) => t(`common.timeZones.${zone}`)} />
        </ChoiceField>
        <ChoiceField
          name="theme"
          col={{ sm: 6 }}
          label={t('settings.fields.theme')}
          hint={t('settings.fields.themeHint')}
        >
          <Options values={THEMES} label={(theme) => t(`settings.themes.${theme}`)} />
        </ChoiceField>
      </Row>
    </SettingsSection>
  );
}
