import { RatesScreen } from '../../features/rates/rates-screen.tsx';

export function Component() {
  return <RatesScreen />;
}
