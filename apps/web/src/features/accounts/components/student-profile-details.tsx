import { SimpleGrid } from '@mantine/core';
import type { StudentProfile } from '@portal/shared/accounts';
import { useTranslation } from 'react-i18next';
import { Detail } from '@/components/detail';
import { useReferenceItems } from '@/features/reference/public';
import { useFormatDate } from '@/hooks/use-format-date';
import { currentLanguage } from '@/lib/i18n';
import { studentSections } from './student-profile-layout';

const shownFields = studentSections.flatMap((section) =>
  section.fields.filter((field) => field !== 'hasDisability' && field !== 'handicapId'),
);

/** Everything a student wrote in their profile, read-only: on their own profile page and on their page for administrators. */
export function StudentProfileDetails({ student }: { student: StudentProfile }) {
  const { t } = useTranslation('student');
  const formatDate = useFormatDate();
  const handicaps = useReferenceItems('handicaps', { enabled: student.hasDisability });
  const handicap = handicaps.data?.find((item) => item.id === student.handicapId);
  const disability = student.hasDisability
    ? (handicap?.name[currentLanguage()] ?? t('common:values.yes'))
    : t('common:values.no');
  const shown = (field: (typeof shownFields)[number]) => {
    if (field === 'sex') return student.sex ? t(`sexes.${student.sex}`) : null;
    if (field === 'birthDate') return formatDate.date(student.birthDate);
    return student[field];
  };
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} component="dl" m={0}>
      {shownFields.map((field) => (
        <Detail key={field} label={t(`fields.${field}`)} value={shown(field)} />
      ))}
      <Detail label={t('fields.disability')} value={disability} />
    </SimpleGrid>
  );
}
