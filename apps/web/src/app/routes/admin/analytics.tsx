import { PlaceholderPage } from '../../../components/placeholder-page.tsx';

export function Component() {
  return <PlaceholderPage page="adminAnalytics" />;
}
