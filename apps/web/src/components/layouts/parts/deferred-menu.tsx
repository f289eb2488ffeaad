import { useMergedRef } from '@mantine/hooks';
import { type ComponentType, cloneElement, useEffect, useRef, useState } from 'react';
import { loadOnce, whenIdle } from '@/lib/load-when-idle';
import type { LoadedMenuProps } from './loaded-menu';

type Loaded = ComponentType<LoadedMenuProps>;

/** The menus' code, loaded once (the unit tests load it before they start). */
export const menuCode = loadOnce<Loaded>(() => import('./loaded-menu').then((module) => module.LoadedMenu));

/** How long after the page's load the menus' code waits: the first screen's reads and drawing come first. */
const menusAfterLoadMs = 1_000;

type Props = Omit<LoadedMenuProps, 'takeFocus' | 'openOnArrival'>;

/**
 * A menu of the header (the account, a group of links, the links with no room) whose code, Mantine's menu with its
 * positioning library (about 25 KB compressed), is not part of a signed-in page's first load (decision 525). The
 * trigger shows at once; the menu's code loads once the page is idle, or at once when the trigger is pressed, and
 * a press before it has arrived opens the menu when it does. A trigger that has the focus keeps it.
 */
export function DeferredMenu({ target, ...props }: Props) {
  const [menu, setMenu] = useState<{ Menu: Loaded; opened: boolean; focused: boolean } | null>(() => {
    const Menu = menuCode.loaded();
    return Menu ? { Menu, opened: false, focused: false } : null;
  });
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
    whenIdle(() => void menuCode.load().then(show, () => undefined), menusAfterLoadMs);
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
      // Without a connection the press does nothing yet; the next press asks again.
      void menuCode.load().then(
        (Menu) => setMenu({ Menu, opened: true, focused: true }),
        () => undefined,
      );
    },
  } as Record<string, unknown>);
}
