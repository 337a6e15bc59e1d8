import { type ComponentType, type Context, createContext, Suspense, useContext } from 'react';

/** Where app/ provides the component one feature draws for others (features never import each other). */
export type SlotContext<Props> = Context<ComponentType<Props> | null>;

export function createSlotContext<Props>(): SlotContext<Props> {
  return createContext<ComponentType<Props> | null>(null);
}

/** Shows the component provided in `of`, once its code is in, or nothing when none was. */
export function Slot<Props extends object>({ of, props }: { of: SlotContext<Props>; props: Props }) {
  const Provided = useContext(of);
  if (!Provided) return null;
  return (
    <Suspense fallback={null}>
      <Provided {...props} />
    </Suspense>
  );
}
