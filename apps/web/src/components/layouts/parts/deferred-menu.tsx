import { useMergedRef } from '@mantine/hooks';
import { type ComponentType, cloneElement, useEffect, useRef, useState } from 'react';
import { whenIdle } from '@/lib/load-when-idle';
import type { LoadedMenuProps } from './loaded-menu';

type Loaded = ComponentType<LoadedMenuProps>;

let loading: Promise<Loaded> | undefined;
let loaded: Loaded | undefined;
/** The menus' code, loaded once (the unit tests load it before they start). */
export const loadMenu = () => {
  loading ??= import('./loaded-menu').then((module) => {
    loaded = module.LoadedMenu;
    return loaded;
  });
  return loading;
};

/** How long after the page's load the menus' code waits: the first screen's reads and drawing come first. */
const menusAfterLoadMs = 1_000;

type Props = Omit<LoadedMenuProps, 'takeFocus' | 'openOnArrival'>;

/**
 * A menu of the header (the account, a group of links, the links with no room) whose code, Mantine's menu with its
 * positioning library (about 20 KB compressed), is not part of a signed-in page's first load (decision 525). The
 * trigger shows at once; the menu's code loads once the page is idle, or at once when the trigger is pressed, and
 * a press before it has arrived opens the menu when it does. A trigger that has the focus keeps it.
 */
export function DeferredMenu({ target, ...props }: Props) {
  const [menu, setMenu] = useState<{ Menu: Loaded; opened: boolean; focused: boolean } | null>(() =>
    loaded ? { Menu: loaded, opened: false, focused: false } : null,
  );
  const plain = useRef<HTMLElement>(null);
  const pressed = useRef(false);
  const ref = useMergedRef(plain, target.props.ref);

  useEffect(() => {
    if (menu) return;
    let active = true;
    const show = (Menu: Loaded) => {
      if (!active) return;
      setMenu({ Menu, opened: pressed.current, focused: document.activeElement === plain.current });
    };
    whenIdle(() => void loadMenu().then(show, () => undefined), menusAfterLoadMs);
    return () => {
      active = false;
    };
  }, [menu]);

  if (menu) {
    const { Menu, opened, focused } = menu;
    return <Menu {...props} target={target} openOnArrival={opened} takeFocus={focused && !opened} />;
  }
  return cloneElement(target, {
    ref,
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    onClick: () => {
      pressed.current = true;
      void loadMenu().then(
        (Menu) => setMenu({ Menu, opened: true, focused: true }),
        () => undefined,
      );
    },
  } as Record<string, unknown>);
}
