import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { useTranslation } from 'react-i18next';
import type { SettingsFormValues } from './settings-form-values.ts';
import { SettingsSection } from './settings-section.tsx';
import { SwitchField } from './switch-field.tsx';

const Switch = SwitchField<SettingsFormValues>;

/** Alert Preferences: which posts the service areas and route alerts cover (saved with Save All). */
export function AlertPreferencesSection() {
  const { t } = useTranslation();
  return (
    <SettingsSection
      id="settings-alert-preferences"
      title={t('settings.sections.alertPreferences')}
      hint={t('settings.sections.alertPreferencesHint')}
    >
      <Row className="g-3">
        <Col sm={6}>
          <Switch
            name="alertPreferences.rfpAlerts"
            label={t('settings.fields.rfpAlerts')}
            hint={t('settings.fields.rfpAlertsHint')}
          />
        </Col>
        <Col sm={6}>
          <Switch
            name="alertPreferences.openTruckAlerts"
            label={t('settings.fields.openTruckAlerts')}
            hint={t('settings.fields.openTruckAlertsHint')}
          />
        </Col>
      </Row>
    </SettingsSection>
  );
}
