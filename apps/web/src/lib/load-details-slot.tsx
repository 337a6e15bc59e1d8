import type { LoadView } from '@loadboard/contracts';
import { type ComponentType, createContext, Suspense, useContext } from 'react';

export interface LoadDetailsProps {
  /** The post as a list showed it; null hides the modal. */
  load: LoadView | null;
  onHide: () => void;
  /** Offers Submit Request when the user may request the post. */
  allowRequest?: boolean;
}

const LoadDetailsContext = createContext<ComponentType<LoadDetailsProps> | null>(null);

/** app/ plugs the loads feature's details modal in here (features never import each other). */
export const LoadDetailsProvider = LoadDetailsContext.Provider;

/**
 * A post's details modal for features other than loads (dashboards, notifications): the loads
 * feature draws it, app/ provides it, and this slot shows whatever was provided.
 */
export function LoadDetailsSlot(props: LoadDetailsProps) {
  const Details = useContext(LoadDetailsContext);
  if (!Details) return null;
  return (
    <Suspense fallback={null}>
      <Details {...props} />
    </Suspense>
  );
}
