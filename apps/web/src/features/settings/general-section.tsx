import { LANGUAGES, TIMEZONES } from '@loadboard/contracts';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { useTranslation } from 'react-i18next';
import { fieldsOf } from '../../components/form/fields.tsx';
import type { SettingsFormValues } from './settings-form-values.ts';
import { SettingsSection } from './settings-section.tsx';
import { SwitchField } from './switch-field.tsx';

const { ChoiceField } = fieldsOf<SettingsFormValues>();
const Switch = SwitchField<SettingsFormValues>;

/**
 * General Settings: the bell and email switches, the language (applied to the whole interface once
 * saved) and the time zone, shown for people ('Eastern (ET)') while the API keeps UTC, EST, PST.
 */
export function GeneralSection() {
  const { t } = useTranslation();
  return (
    <SettingsSection
      id="settings-general"
      title={t('settings.sections.general')}
      hint={t('settings.sections.generalHint')}
    >
      <Row className="g-3">
        <Col sm={6}>
          <Switch
            name="notifications"
            label={t('settings.fields.notifications')}
            hint={t('settings.fields.notificationsHint')}
          />
        </Col>
        <Col sm={6}>
          <Switch
            name="emailAlerts"
            label={t('settings.fields.emailAlerts')}
            hint={t('settings.fields.emailAlertsHint')}
          />
        </Col>
        <ChoiceField name="language" col={{ sm: 6 }} label={t('settings.fields.language')}>
          {LANGUAGES.map((language) => (
            <option key={language} value={language}>
              {t(`settings.languages.${language}`)}
            </option>
          ))}
        </ChoiceField>
        <ChoiceField
          name="timezone"
          col={{ sm: 6 }}
          label={t('settings.fields.timezone')}
          hint={t('settings.fields.timezoneHint')}
        >
          {TIMEZONES.map((zone) => (
            <option key={zone} value={zone}>
              {t(`common.timeZones.${zone}`)}
            </option>
          ))}
        </ChoiceField>
      </Row>
    </SettingsSection>
  );
}
