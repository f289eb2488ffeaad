import { ActionIcon, Button, Group, Stack, Text } from '@mantine/core';
import { gceGrades } from '@portal/shared/enums';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { type FieldError, get, type UseFormReturn, useFieldArray, useFormState } from 'react-hook-form';
import { NativeSelectField } from '@/components/form/native-select-field';
import { useReadOnlyFields } from '@/components/form/read-only';
import { TextField } from '@/components/form/text-field';
import { useApplicantWords } from '@/features/applications/public';
import { fieldError } from '@/lib/zod-form';
import { type HighSchoolResumeValues, maxGceSubjects } from './high-school-resume-values';

/** One to five GCE subjects, each with its grade; in view mode, only what was written. */
export function GceGradeRows({ form }: { form: UseFormReturn<HighSchoolResumeValues, unknown, unknown> }) {
  const { t } = useApplicantWords('applications');
  const rows = useFieldArray({ control: form.control, name: 'gceGrades' });
  const readOnly = useReadOnlyFields();
  // The list's own complaint (too many subjects, none at all), beside each row's.
  const listError: FieldError | undefined = get(
    useFormState({ control: form.control, name: 'gceGrades' }).errors,
    'gceGrades',
  );
  return (
    <Stack gap="xs" role="group" aria-labelledby="gce-grades-title">
      <Text fw={500} size="sm" id="gce-grades-title">
        {t('fields.gceGrades')}
      </Text>
      {rows.fields.map((row, index) => (
        <Group key={row.id} align="flex-end" gap="xs" wrap="nowrap">
          <TextField
            form={form}
            name={`gceGrades.${index}.subject`}
            style={{ flex: 1 }}
            label={t('resume.subject', { number: index + 1 })}
          />
          <NativeSelectField
            form={form}
            name={`gceGrades.${index}.grade`}
            w={96}
            label={t('resume.grade', { number: index + 1 })}
            data={[
              { value: '', label: t('resume.noGrade') },
              ...gceGrades.map((grade) => ({ value: grade, label: grade })),
            ]}
          />
          {readOnly ? null : (
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              mb={4}
              aria-label={t('resume.removeSubject', { number: index + 1 })}
              onClick={() => rows.remove(index)}
              disabled={rows.fields.length === 1}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          )}
        </Group>
      ))}
      {listError?.message && (
        <Text c="red" size="sm">
          {fieldError(listError)}
        </Text>
      )}
      {!readOnly && rows.fields.length < maxGceSubjects && (
        <Button
          variant="light"
          size="sm"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => rows.append({ subject: '', grade: '' })}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('resume.addSubject')}
        </Button>
      )}
    </Stack>
  );
}
