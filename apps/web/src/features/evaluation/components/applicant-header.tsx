import { Anchor, Avatar, Badge, Group, Stack, Text } from '@mantine/core';
import { type ApplicationRead, applicantFullName } from '@portal/shared/applications';
import { IconMail, IconPhone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmailAddress } from '@/components/email-address';
import { standingOf } from '@/components/standing/standing';
import { DecisionBadges, RankBadge } from '@/components/standing/standing-badges';
import { useAvatarSrc } from '@/hooks/use-avatar-src';

/** The applicant's full name for the committee, or that the account is gone (the application stays). */
export const applicantName = (application: Pick<ApplicationRead, 'applicant'>, deleted: string): string =>
  applicantFullName(application.applicant) ?? deleted;

/**
 * Whose file it is, beside the committee's decision: the photo, the name, how to reach them, the kind of
 * application, where it stands (a draft, the decision, the place) and its rank.
 */
export function ApplicantHeader({ application }: { application: ApplicationRead }) {
  const { t } = useTranslation(['evaluation', 'glossary']);
  const { applicant } = application;
  const name = applicantName(application, t('header.deletedAccount'));
  const photo = useAvatarSrc(applicant?.avatar);
  const standing = standingOf({
    status: application.status,
    submitted: application.submitted,
    rankingMark: application.rankingMark,
    acceptanceState: application.acceptance?.state,
  });
  return (
    <Group align="flex-start" gap="md" wrap="nowrap" data-testid="applicant-header">
      <Avatar src={photo} alt={t('header.photo', { name })} size={72} radius="md" name={name} color="initials" />
      <Stack gap={6} miw={0}>
        <Text fw={700} size="lg">
          {name}
        </Text>
        {applicant ? (
          <Stack gap={2}>
            <Group gap={6} wrap="nowrap" align="flex-start">
              <IconMail size={16} aria-hidden style={{ flexShrink: 0, marginTop: 3 }} />
              <Anchor href={`mailto:${applicant.email}`} size="sm" aria-label={t('header.mail', { name })}>
                <EmailAddress value={applicant.email} />
              </Anchor>
            </Group>
            <Group gap={6} wrap="nowrap">
              <IconPhone size={16} aria-hidden style={{ flexShrink: 0 }} />
              {applicant.phone ? (
                <Anchor href={`tel:${applicant.phone.replace(/[^\d+]/g, '')}`} size="sm">
                  {applicant.phone}
                </Anchor>
              ) : (
                <Text size="sm">{t('header.noPhone')}</Text>
              )}
            </Group>
          </Stack>
        ) : null}
        <Group gap={4} wrap="wrap">
          <Badge variant="outline" color="gray">
            {t(`glossary:types.${application.type}`)}
          </Badge>
          <DecisionBadges standing={standing} focusHome />
        </Group>
        <Group gap={6} wrap="wrap">
          <Text size="sm" c="dimmed">
            {t('header.rank')}
          </Text>
          <RankBadge rank={application.rank} standing={standing} />
        </Group>
      </Stack>
    </Group>
  );
}
