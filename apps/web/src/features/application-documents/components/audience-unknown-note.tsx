import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SectionProps } from '@/features/editor-kit/public';

/**
 * Which documents are asked depends on whether the applicant studies at a university: said in the first step, named
 * as the editor names it, with a link to its question.
 */
export function AudienceUnknownNote({ sectionPath }: Pick<SectionProps, 'sectionPath'>) {
  const { t } = useTranslation(['documents', 'glossary']);
  const step = t('glossary:sections.details');
  return (
    <Alert color="blue" role="note">
      <Stack gap="xs">
        <Text size="sm">{t('audienceUnknown', { step })}</Text>
        <Anchor component={Link} to={`${sectionPath('details')}#universityStudent`} size="sm">
          {t('openStep', { step })}
        </Anchor>
      </Stack>
    </Alert>
  );
}
