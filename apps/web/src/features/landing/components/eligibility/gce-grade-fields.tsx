import { NativeSelect, SimpleGrid, Text } from '@mantine/core';
import { gceSubjectCount } from '@portal/shared/eligibility-questions';
import { gceGrades } from '@portal/shared/enums';
import { useTranslation } from 'react-i18next';
import { useAnswerError, useTypedAnswer } from './answer-fields';

const subjects = Array.from({ length: gceSubjectCount }, (_, index) => index);

/** The Advanced Level grades, one list per subject; subjects left at "none" are not counted. */
export function GceGradeFields() {
  const { t } = useTranslation('eligibility');
  const typed = [useTypedAnswer('gceGrades') ?? []].flat();
  const error = useAnswerError('gceGrades');
  const options = [
    { value: '', label: t('choices.gceNone') },
    ...gceGrades.map((grade) => ({ value: grade, label: grade })),
  ];
  return (
    <div>
      <Text fw={500} size="sm" id="answer-gceGrades">
        {t('fields.gceGrades')}
      </Text>
      <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="xs">
        {subjects.map((index) => (
          <NativeSelect
            key={index}
            name="gceGrades"
            label={t('fields.gceSubject', { number: index + 1 })}
            data={options}
            defaultValue={typed[index] ?? ''}
            error={index === 0 ? error : undefined}
          />
        ))}
      </SimpleGrid>
    </div>
  );
}
