/** Provided by vite-plugins/mantine-styles.ts: the `@layer …;` statement that orders Mantine's stylesheets. */
declare module 'virtual:mantine-layer-order' {
  export const mantineLayerOrder: string;
}
