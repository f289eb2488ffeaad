import { Anchor, Code, Group, Image, List, Stack, Text } from '@mantine/core';
import type { TwoFactorSetup } from '@portal/shared/two-factor';
import { useTranslation } from 'react-i18next';
import { inFours } from '../code-formats';
import { CopyButton } from './copy-button';

/** The QR code's size on screen: scanned from a computer's screen, and leaves room beside it on a 360 px phone. */
const qrSize = 184;

/**
 * What an authenticator app needs, three ways: the QR code to scan from another screen, the `otpauth:` link that
 * opens the app on this phone, and the key to type by hand (in groups of four) or copy. The QR code is the API's
 * SVG, shown as an image (never put into the page as markup).
 */
export function EnrolmentSetup({ setup }: { setup: TwoFactorSetup }) {
  const { t } = useTranslation('two-factor');
  const qr = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrSvg)}`;
  return (
    <List type="ordered" spacing="md">
      <List.Item>
        <Text size="sm">{t('enrol.install')}</Text>
      </List.Item>
      <List.Item>
        <Stack gap="xs">
          <Text size="sm">{t('enrol.scan')}</Text>
          <Image src={qr} alt={t('enrol.qrAlt')} w={qrSize} h={qrSize} bg="white" p={8} radius="sm" />
          <Anchor href={setup.otpauthUrl} size="sm">
            {t('enrol.openApp')}
          </Anchor>
          <Text size="sm">{t('enrol.typeKey')}</Text>
          <Group gap="xs" wrap="wrap">
            <Code fz="md" style={{ userSelect: 'all', wordBreak: 'break-word' }} data-secret-key>
              {inFours(setup.secret)}
            </Code>
            <CopyButton text={setup.secret} label={t('enrol.copyKey')} />
          </Group>
        </Stack>
      </List.Item>
      <List.Item>
        <Text size="sm">{t('enrol.enterCode')}</Text>
      </List.Item>
    </List>
  );
}
