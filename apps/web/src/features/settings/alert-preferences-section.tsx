import Row from 'react-bootstrap/Row';
import { useTranslation } from 'react-i18next';
import { SettingSwitches } from './setting-switches.tsx';
import { SettingsSection } from './settings-section.tsx';

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
        <SettingSwitches names={['rfpAlerts', 'openTruckAlerts']} />
      </Row>
    </SettingsSection>
  );
}
