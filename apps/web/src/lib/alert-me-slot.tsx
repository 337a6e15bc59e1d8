import type { RouteAlert } from '@loadboard/contracts';
import { type ComponentType, createContext, Suspense, useContext } from 'react';

export interface AlertMeProps {
  /** Where loads are picked up and where they go: both ZIPs, each with its 'City, ST'. */
  lane: RouteAlert;
  size?: 'sm';
}

const AlertMeContext = createContext<ComponentType<AlertMeProps> | null>(null);

/** app/ plugs the settings feature's 'Alert me about loads like this' button in here. */
export const AlertMeProvider = AlertMeContext.Provider;

/**
 * 'Alert me about loads like this' for features other than settings (the board, the header
 * search): the settings feature draws it, app/ provides it, and this slot shows what was provided.
 */
export function AlertMeSlot(props: AlertMeProps) {
  const Button = useContext(AlertMeContext);
  if (!Button) return null;
  return (
    <Suspense fallback={null}>
      <Button {...props} />
    </Suspense>
  );
}
