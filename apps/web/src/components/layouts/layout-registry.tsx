import type { LayoutType } from '@portal/shared/theme';
import type { ComponentType } from 'react';
import { ClassicLayout } from './classic-layout';
import { DeckedLayout } from './decked-layout';
import { ModernLayout } from './modern-layout';
import { SimpleLayout } from './simple-layout';
import { StackedSideLayout } from './stacked-side-layout';

/**
 * The layouts a signed-in user may choose (theme setting); each keeps the navigation and the account menu. The
 * public pages use the landing layout and the sign-in pages the auth layout, whatever the setting.
 */
export const layouts: Record<LayoutType, ComponentType> = {
  classic: ClassicLayout,
  modern: ModernLayout,
  stackedSide: StackedSideLayout,
  decked: DeckedLayout,
  simple: SimpleLayout,
};
