import { List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useProgrammeFacts } from '../hooks/use-programme-facts';

/** A titled list of points from the `public` catalog: `<prefix>.title` and `<prefix>.points.*`, where
 * `{{allowance}}` is the allowance of the programme settings. */
export function TextSection({ prefix, level = 2 }: { prefix: string; level?: 2 | 3 }) {
  const { t } = useTranslation('public');
  const facts = useProgrammeFacts();
  const points = t(`${prefix}.points`, { returnObjects: true, ...facts }) as Record<string, string>;
  const id = `section-${prefix.replaceAll('.', '-')}`;
  return (
    <Stack component="section" aria-labelledby={id} gap="xs">
      <Title id={id} order={level}>
        {t(`${prefix}.title`)}
      </Title>
      <List spacing="xs">
        {Object.entries(points).map(([key, point]) => (
          <List.Item key={key}>
            <Text component="span">{point}</Text>
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
