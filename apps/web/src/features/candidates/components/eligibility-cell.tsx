import { Badge, Button, Group, List, Popover } from '@mantine/core';
import type { CandidateSummary } from '@portal/shared/review';
import { useTranslation } from 'react-i18next';
import { reasonText } from '@/lib/eligibility-reasons';

/**
 * Eligible, not eligible or not checked yet; the reasons open on demand, so the rows stay short. Their button goes
 * under the mark when the column is narrow (a wide table in Italian), so the table fits its page.
 */
export function EligibilityCell({ candidate }: { candidate: CandidateSummary }) {
  const { t, i18n } = useTranslation(['candidates', 'review']);
  const name = [candidate.firstName, candidate.lastName].filter(Boolean).join(' ');
  if (candidate.eligible === null)
    return (
      <Badge variant="light" color="gray">
        {t('eligibility.unchecked')}
      </Badge>
    );
  if (candidate.eligible)
    return (
      <Badge variant="light" color="green">
        {t('eligibility.eligible')}
      </Badge>
    );
  return (
    <Group gap={4}>
      <Badge variant="light" color="red">
        {t('eligibility.not_eligible')}
      </Badge>
      {candidate.nonEligibilityReasons.length > 0 ? (
        <Popover width={300} position="bottom" withArrow shadow="md">
          <Popover.Target>
            <Button variant="subtle" size="compact-xs" aria-label={t('eligibility.reasonsOf', { name })}>
              {t('eligibility.why')}
            </Button>
          </Popover.Target>
          <Popover.Dropdown>
            <List size="sm" spacing={4}>
              {candidate.nonEligibilityReasons.map((reason) => (
                <List.Item key={reason}>{reasonText(t, reason, i18n.resolvedLanguage)}</List.Item>
              ))}
            </List>
          </Popover.Dropdown>
        </Popover>
      ) : null}
    </Group>
  );
}
