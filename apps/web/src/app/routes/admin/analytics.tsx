import { AnalyticsScreen } from '../../../features/admin-analytics/analytics-screen.tsx';

export function Component() {
  return <AnalyticsScreen />;
}
