import Col from 'react-bootstrap/Col';
import { useTranslation } from 'react-i18next';
import type { SettingsFormValues } from './settings-form-values.ts';
import { SwitchField } from './switch-field.tsx';

/** The on/off settings, each shown by its texts: `settings.fields.<name>` and `<name>Hint`. */
const SWITCHES = {
  notifications: 'notifications',
  emailAlerts: 'emailAlerts',
  rfpAlerts: 'alertPreferences.rfpAlerts',
  openTruckAlerts: 'alertPreferences.openTruckAlerts',
} as const;

/** Switches of the Settings form, two to a row on a wider screen. */
export function SettingSwitches({ names }: { names: (keyof typeof SWITCHES)[] }) {
  const { t } = useTranslation();
  return names.map((name) => (
    <Col sm={6} key={name}>
      <SwitchField<SettingsFormValues>
        name={SWITCHES[name]}
        label={t(`settings.fields.${name}`)}
        hint={t(`settings.fields.${name}Hint`)}
      />
    </Col>
  ));
}
