import { SimpleGrid, Text } from '@mantine/core';
import type { StudentProfile } from '@portal/shared/accounts';
import { isLocale } from '@portal/shared/locales';
import { useTranslation } from 'react-i18next';
import { useFormatDate } from '@/hooks/use-format-date';
import { useHandicap } from '../api/get-handicap';

const textFields = [
  'otherName',
  'birthPlace',
  'countryOfBirth',
  'regionOfBirth',
  'nationality',
  'country',
  'region',
  'district',
  'town',
  'neighborhood',
  'mobileNumber',
  'fixNumber',
  'familyPhoneNumber',
  'familyContact',
  'otherFamilyContact',
] as const;

export function Detail({ label, value }: { label: string; value: string | null | undefined }) {
  const { t } = useTranslation('users');
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed">
        {label}
      </Text>
      <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
        {value || t('detail.notGiven')}
      </Text>
    </div>
  );
}

/** Everything a student wrote in their profile, as an administrator reads it. */
export function StudentDetails({ student }: { student: StudentProfile }) {
  const { t, i18n } = useTranslation('users');
  const formatDate = useFormatDate();
  const handicap = useHandicap(student.hasDisability ? student.handicapId : null);
  const language = isLocale(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
  const disability = student.hasDisability ? (handicap.data?.name[language] ?? t('student.yes')) : t('student.no');
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} component="dl" m={0}>
      <Detail label={t('student.sex')} value={student.sex ? t(`student.sexes.${student.sex}`) : null} />
      <Detail label={t('student.birthDate')} value={formatDate.date(student.birthDate)} />
      {textFields.map((field) => (
        <Detail key={field} label={t(`student.${field}`)} value={student[field]} />
      ))}
      <Detail label={t('student.disability')} value={disability} />
    </SimpleGrid>
  );
}
