import type { LoadView } from '@loadboard/contracts';
import { createSlotContext, Slot } from './slot.tsx';

export interface LoadDetailsProps {
  /** The post as a list showed it; null hides the modal. */
  load: LoadView | null;
  onHide: () => void;
  /** Offers Submit Request when the user may request the post. */
  allowRequest?: boolean;
}

const LoadDetailsContext = createSlotContext<LoadDetailsProps>();

/** app/ plugs the loads feature's details modal in here (features never import each other). */
export const LoadDetailsProvider = LoadDetailsContext.Provider;

/**
 * A post's details modal for features other than loads (dashboards, notifications): the loads
 * feature draws it, app/ provides it, and this slot shows whatever was provided.
 */
export function LoadDetailsSlot(props: LoadDetailsProps) {
  return <Slot of={LoadDetailsContext} props={props} />;
}
