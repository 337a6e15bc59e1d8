import { SettingsScreen } from '../../features/settings/settings-screen.tsx';

/** /settings (spec 2). */
export function Component() {
  return <SettingsScreen />;
}
