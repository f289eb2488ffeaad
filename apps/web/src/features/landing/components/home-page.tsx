import { Stack } from '@mantine/core';
import { Hero } from './hero';
import { Highlights } from './highlights';

/** /home: the public landing page. The public-site issue adds the session, statistics, quotes and contact blocks. */
export function HomePage() {
  return (
    <Stack gap="xl" pb="xl">
      <Hero />
      <Highlights />
    </Stack>
  );
}
