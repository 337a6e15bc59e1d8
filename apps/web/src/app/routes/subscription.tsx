import { SubscriptionScreen } from '../../features/billing/subscription-screen.tsx';

/** /subscription (spec 2). */
export function Component() {
  return <SubscriptionScreen />;
}
