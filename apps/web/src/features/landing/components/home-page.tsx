import { Stack } from '@mantine/core';
import { CurrentSessionBlock } from '@/features/sessions/public';
import { ContactSection } from './contact-section';
import { Hero } from './hero';
import { Highlights } from './highlights';
import { ProgrammeSections } from './programme-sections';
import { ProgrammeStatistics } from './programme-statistics';
import { QuotesSection } from './quotes-section';

/** /home: the public landing page: the programme, the current session, its figures, testimonials and contacts. */
export function HomePage() {
  return (
    <Stack gap={48} pb="xl">
      <Hero />
      <CurrentSessionBlock />
      <Highlights />
      <ProgrammeSections />
      <ProgrammeStatistics titleId="home-statistics" />
      <QuotesSection />
      <ContactSection />
    </Stack>
  );
}
