import { SimpleGrid } from '@mantine/core';
import { TextSection } from './text-section';

const sections = ['programme', 'eligibility', 'process', 'obligations', 'renewal', 'evaluation'] as const;

/** Programme information, eligibility, process and rules, obligations, renewal and evaluation. */
export function ProgrammeSections() {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl" verticalSpacing="xl">
      {sections.map((section) => (
        <TextSection key={section} prefix={`sections.${section}`} />
      ))}
    </SimpleGrid>
  );
}
