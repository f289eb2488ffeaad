import { Alert, Anchor, Button, List, Stack, Text } from '@mantine/core';
import type { EligibilityCheckOutcome } from '@portal/shared/eligibility-questions';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { problemMessage } from './answer-fields';

/** The answer to the posted form: eligible, or every reason why not; or which answers need another look. */
export function EligibilityVerdict({ outcome }: { outcome: EligibilityCheckOutcome }) {
  const { t } = useTranslation(['eligibility', 'review', 'validation']);
  if (outcome.problems.length > 0) {
    return (
      <Alert color="red" title={t('problems.title')} role="alert" id="eligibility-answer">
        <List size="sm">
          {outcome.problems.map((problem) => (
            <List.Item key={`${problem.field}-${problem.key}`}>
              <Anchor href={`#answer-${problem.field.split('.')[0]}`}>
                {t(`fields.${problem.field.split('.')[0] || 'form'}`)}
              </Anchor>
              {`: ${problemMessage(t, problem)}`}
            </List.Item>
          ))}
        </List>
      </Alert>
    );
  }
  const result = outcome.result;
  if (!result) return null;
  const signUp = (
    <Button component={Link} to={paths.signUp()} w="fit-content">
      {t('verdict.signUp')}
    </Button>
  );
  if (result.eligible)
    return (
      <Alert color="green" title={t('verdict.eligible')} role="status" id="eligibility-answer">
        <Stack gap="sm">
          <Text size="sm">{t('verdict.eligibleText')}</Text>
          {signUp}
        </Stack>
      </Alert>
    );
  return (
    <Alert color="red" title={t('verdict.notEligible')} role="status" id="eligibility-answer">
      <Stack gap="sm">
        <List size="sm">
          {result.reasons.map((reason) => (
            <List.Item key={reason.code}>{t(`review:eligibility.${reason.code}`, reason.params)}</List.Item>
          ))}
        </List>
        <Text size="sm">{t('verdict.notEligibleText')}</Text>
        {signUp}
      </Stack>
    </Alert>
  );
}
