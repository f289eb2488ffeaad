import { Menu, type MenuProps } from '@mantine/core';
import { useMergedRef } from '@mantine/hooks';
import { cloneElement, type ReactElement, type ReactNode, type Ref, useEffect, useRef, useState } from 'react';

export type MenuParts = typeof Menu;

export type LoadedMenuProps = Omit<MenuProps, 'children' | 'opened' | 'defaultOpened' | 'onChange'> & {
  target: ReactElement<{ ref?: Ref<HTMLElement> }>;
  dropdown: (menu: MenuParts) => ReactNode;
  /** The plain trigger was pressed before the menu arrived: it opens once drawn. */
  openOnArrival?: boolean;
  /** The plain trigger had the focus when the menu arrived: the menu's trigger takes it. */
  takeFocus?: boolean;
};

/** Mantine's menu (with its positioning library): its own chunk, loaded by DeferredMenu. */
export function LoadedMenu({ target, dropdown, openOnArrival, takeFocus, ...props }: LoadedMenuProps) {
  const [opened, setOpened] = useState(false);
  const trigger = useRef<HTMLElement>(null);
  const ref = useMergedRef(trigger, target.props.ref);
  useEffect(() => {
    // Opened once the trigger is in place, as a press would, so the menu positions and focuses as usual.
    if (openOnArrival) setOpened(true);
    else if (takeFocus) trigger.current?.focus();
  }, [openOnArrival, takeFocus]);
  return (
    <Menu {...props} opened={opened} onChange={setOpened}>
      <Menu.Target>{cloneElement(target, { ref })}</Menu.Target>
      <Menu.Dropdown>{dropdown(Menu)}</Menu.Dropdown>
    </Menu>
  );
}
