import { Button, Checkbox, Code, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { recoveryCodesText } from '../code-formats';
import { CopyButton } from './copy-button';

type Props = {
  codes: readonly string[];
  continueLabel: string;
  /** In the app: what the button does once the box is ticked. */
  onContinue?: () => void;
  /**
   * On the server's sign-in page (decision 523): the sign-in its script hands over to the app once the box is ticked
   * and the button pressed.
   */
  handoff?: { token: string; user: Record<string, unknown> };
};

/**
 * Recovery codes, shown once when made: to download as a text file (a plain link, which works without script) or
 * copy, and a box to tick, saying they are kept, before going on.
 */
export function RecoveryCodes({ codes, continueLabel, onContinue, handoff }: Props) {
  const { t } = useTranslation('two-factor');
  const [kept, setKept] = useState(false);
  const text = recoveryCodesText(t('codes.fileHeading'), codes);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (kept) onContinue?.();
  };
  return (
    <form onSubmit={submit} data-handoff-when-kept={handoff ? JSON.stringify(handoff) : undefined}>
      <Stack>
        <Text size="sm">{t('codes.intro')}</Text>
        <SimpleGrid
          component="ol"
          cols={2}
          spacing="xs"
          verticalSpacing="xs"
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
          aria-label={t('codes.listLabel')}
        >
          {codes.map((code) => (
            <li key={code}>
              <Code fz="md">{code}</Code>
            </li>
          ))}
        </SimpleGrid>
        <Group grow gap="xs" wrap="wrap">
          <Button
            component="a"
            variant="default"
            href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`}
            download={t('codes.fileName')}
            leftSection={<IconDownload size={16} aria-hidden />}
          >
            {t('codes.download')}
          </Button>
          <CopyButton text={codes.join('\n')} label={t('codes.copy')} />
        </Group>
        <Checkbox
          name="kept"
          label={t('codes.kept')}
          checked={kept}
          onChange={(event) => setKept(event.currentTarget.checked)}
        />
        <Button type="submit" disabled={!kept} fullWidth>
          {continueLabel}
        </Button>
      </Stack>
    </form>
  );
}
