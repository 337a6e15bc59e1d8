import type { RouteAlert } from '@loadboard/contracts';
import { createSlotContext, Slot } from './slot.tsx';

export interface AlertMeProps {
  /** Where loads are picked up and where they go: both ZIPs, each with its 'City, ST'. */
  lane: RouteAlert;
  size?: 'sm';
}

const AlertMeContext = createSlotContext<AlertMeProps>();

/** app/ plugs the settings feature's 'Alert me about loads like this' button in here. */
export const AlertMeProvider = AlertMeContext.Provider;

/**
 * 'Alert me about loads like this' for features other than settings (the board, the header
 * search): the settings feature draws it, app/ provides it, and this slot shows what was provided.
 */
export function AlertMeSlot(props: AlertMeProps) {
  return <Slot of={AlertMeContext} props={props} />;
}
