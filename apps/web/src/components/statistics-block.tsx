import {
  Alert,
  Card,
  SimpleGrid,
  type SimpleGridProps,
  Skeleton,
  Stack,
  Text,
  Title,
  type TitleOrder,
} from '@mantine/core';

/** One figure: its value already written in the reader's format, and what it counts. */
export type Figure = { key: string; value: string; label: string };

type CardsProps = {
  /** Undefined while the figures are on their way: as many placeholders as `expected`. */
  figures: Figure[] | undefined;
  expected: number;
  cols?: SimpleGridProps['cols'];
  /** `data-testid` of each card: `<prefix>-<key>`. */
  testIdPrefix?: string;
};

/** Figures as cards of one look, wherever the app shows a count: the value large, what it counts under it. */
export function FigureCards({ figures, expected, cols = { base: 1, xs: 3 }, testIdPrefix = 'statistic' }: CardsProps) {
  return (
    <SimpleGrid cols={cols} spacing="sm">
      {figures
        ? figures.map(({ key, value, label }) => (
            <Card key={key} withBorder padding="md" radius="md" data-testid={`${testIdPrefix}-${key}`}>
              <Text fz={28} fw={700} lh={1.1}>
                {value}
              </Text>
              <Text size="sm" mt={4}>
                {label}
              </Text>
            </Card>
          ))
        : Array.from({ length: expected }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders of one size, in a fixed order, all alike.
            <Skeleton key={index} h={88} radius="md" />
          ))}
    </SimpleGrid>
  );
}

type BlockProps = CardsProps & {
  title: string;
  titleId: string;
  titleOrder?: TitleOrder;
  titleSize?: string;
  /** Said in place of the figures when they could not be read. */
  failure: string | null;
};

/** A titled section of figures (the programme's, on the landing page and the dashboard). */
export function StatisticsBlock({ title, titleId, titleOrder = 2, titleSize, failure, ...cards }: BlockProps) {
  return (
    <Stack component="section" aria-labelledby={titleId} gap="md">
      <Title id={titleId} order={titleOrder} size={titleSize}>
        {title}
      </Title>
      {failure ? <Alert color="gray">{failure}</Alert> : <FigureCards {...cards} />}
    </Stack>
  );
}
