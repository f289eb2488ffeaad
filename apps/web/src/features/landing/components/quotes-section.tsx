import { Avatar, Blockquote, Group, SimpleGrid, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { quoteImageSrc } from '@/lib/file-urls';
import { useRandomQuotes } from '../api/get-random-quotes';

/** Three testimonials at random; the section is left out while there are none. */
export function QuotesSection() {
  const { t } = useTranslation('public');
  const { data: quotes } = useRandomQuotes(3);
  if (!quotes?.length) return null;
  return (
    <section aria-labelledby="home-quotes">
      <Title id="home-quotes" order={2} mb="md">
        {t('quotes.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
        {quotes.map((quote) => (
          <figure key={quote.id} style={{ margin: 0 }}>
            <Blockquote p="md" radius="md">
              {quote.content}
            </Blockquote>
            <Group component="figcaption" gap="sm" mt="sm" wrap="nowrap">
              <Avatar
                src={quote.image ? quoteImageSrc(quote.image) : null}
                alt={t('quotes.photoOf', { name: quote.fullName })}
                radius="xl"
                size="lg"
              >
                {quote.fullName.slice(0, 1)}
              </Avatar>
              <div>
                <Text fw={700}>{quote.fullName}</Text>
                <Text size="sm">{[quote.position, quote.company].filter(Boolean).join(', ')}</Text>
              </div>
            </Group>
          </figure>
        ))}
      </SimpleGrid>
    </section>
  );
}
