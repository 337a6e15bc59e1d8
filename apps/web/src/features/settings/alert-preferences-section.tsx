import Row from 'react-bootstrap/Row';
import { SettingSwitches } from './setting-switches.tsx';
import { SettingsSection } from './settings-section.tsx';

/** Alert Preferences: which posts the service areas and route alerts cover (saved with Save All). */
export function AlertPreferencesSection() {
  return (
    <SettingsSection name="alertPreferences">
      <Row className="g-3">
        <SettingSwitches names={['rfpAlerts', 'openTruckAlerts']} />
      </Row>
    </SettingsSection>
  );
}
