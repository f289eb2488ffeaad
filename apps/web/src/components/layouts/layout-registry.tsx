import type { LayoutType } from '@portal/shared/theme';
import type { ComponentType } from 'react';
import { AuthLayout } from './auth-layout';
import { BlankLayout } from './blank-layout';
import { ClassicLayout } from './classic-layout';
import { DeckedLayout } from './decked-layout';
import { LandingLayout } from './landing-layout';
import { ModernLayout } from './modern-layout';
import { SimpleLayout } from './simple-layout';
import { StackedSideLayout } from './stacked-side-layout';

/** One component per layout type of the spec; the theme setting picks one for signed-in pages. */
export const layouts: Record<LayoutType, ComponentType> = {
  classic: ClassicLayout,
  modern: ModernLayout,
  stackedSide: StackedSideLayout,
  decked: DeckedLayout,
  landing: LandingLayout,
  auth: AuthLayout,
  simple: SimpleLayout,
  blank: BlankLayout,
};
