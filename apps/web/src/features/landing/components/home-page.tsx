import { Stack } from '@mantine/core';
import { CurrentSessionBlock } from '@/features/sessions/components/current-session-block';
import { ContactSection } from './contact-section';
import { Hero } from './hero';
import { Highlights } from './highlights';
import { ProgrammeSections } from './programme-sections';
import { QuotesSection } from './quotes-section';
import { StatisticsSection } from './statistics-section';

/** /home: the public landing page. The sessions issue adds the current-session block. */
export function HomePage() {
  return (
    <Stack gap={48} pb="xl">
      <Hero />
      <CurrentSessionBlock />
      <Highlights />
      <ProgrammeSections />
      <StatisticsSection />
      <QuotesSection />
      <ContactSection />
    </Stack>
  );
}
