import {
  type ButtonHTMLAttributes,
  type ComponentType,
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useRef,
  useState,
} from 'react';

/** A menu's toggle: its class and content, drawn the same by the stand-in and by the menu. */
export type MenuToggle = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className' | 'children'> & {
  className: string;
  children: ReactNode;
} & { [data: `data-${string}`]: string | number };

/** What a menu loaded on demand is given, besides its own props. */
export interface OpenedMenuProps {
  /** Drawn by its Dropdown.Toggle (variant "link"). */
  toggle: MenuToggle;
  /** Takes the focus: the stand-in it replaces had it. */
  focus: boolean;
}

/**
 * Gives a loaded menu's toggle the focus its stand-in had, once, as it takes the stand-in's place.
 * Returns the ref of its Dropdown.Toggle.
 */
export function useStandInFocus(focus: boolean) {
  const toggle = useRef<HTMLButtonElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only where the menu replaces its stand-in
  useEffect(() => {
    if (focus) toggle.current?.focus();
  }, []);
  return toggle;
}

interface OnDemandMenuProps<Props extends object> {
  /** Imports the menu (its Dropdown, and Popper); it opens shown. */
  load: () => Promise<ComponentType<Props & OpenedMenuProps>>;
  /** The menu's own props. */
  props: Props;
  toggle: MenuToggle;
}

/**
 * A header menu whose code downloads when the pointer or the focus comes to its toggle, and which
 * takes the toggle's place, open, when it is clicked (or Enter, Space, ArrowDown pressed on it):
 * most pages never open it. Until then the toggle is drawn as react-bootstrap draws it.
 */
export function OnDemandMenu<Props extends object>({ load, props, toggle }: OnDemandMenuProps<Props>) {
  const [menu, setMenu] = useState<{ Menu: ComponentType<Props & OpenedMenuProps>; focus: boolean } | null>(
    null,
  );
  const stand = useRef<HTMLButtonElement>(null);
  const preload = () => {
    // Offline: the click tries again.
    load().catch(() => undefined);
  };
  const open = () => {
    const focus = document.activeElement === stand.current;
    load().then(
      (Menu) => setMenu({ Menu, focus }),
      () => undefined,
    );
  };
  // As react-bootstrap's toggle does, ArrowDown opens the menu.
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowDown') return;
    event.preventDefault();
    open();
  };
  if (menu) return <menu.Menu {...props} toggle={toggle} focus={menu.focus} />;
  const { className, ...attributes } = toggle;
  return (
    <div className="dropdown">
      <button
        ref={stand}
        type="button"
        aria-expanded="false"
        {...attributes}
        className={`${className} dropdown-toggle btn btn-link`}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={open}
        onKeyDown={onKeyDown}
      />
    </div>
  );
}
