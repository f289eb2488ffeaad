import { Button } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** How long the button says "Copied". */
const copiedForMs = 2000;

/**
 * Copies a text (a secret key, the recovery codes) to the clipboard and says so on the button for a moment. On the
 * server's page (decision 523) the page's script does the same from the data attributes.
 */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useTranslation('two-factor');
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), copiedForMs);
    return () => clearTimeout(timer);
  }, [copied]);
  // No clipboard (a page not served over HTTPS) or refused: the text stays on screen to select.
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <Button
      type="button"
      variant="default"
      leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
      onClick={() => void copy()}
      data-copy={text}
      data-label={label}
      data-label-copied={t('copied')}
    >
      {copied ? t('copied') : label}
    </Button>
  );
}
