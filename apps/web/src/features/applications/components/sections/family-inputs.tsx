import { Group, NativeSelect, Radio } from '@mantine/core';
import { type Control, Controller, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { useApplicantWords } from '@/features/applications/hooks/use-applicant-words';
import { fieldError } from '@/lib/zod-form';

/**
 * One enumeration as the phone's own picker (decision 201: native selects are lighter and lose nothing when the
 * form loads first), its labels from the family catalog.
 */
export function ChoiceSelect<T extends FieldValues>({
  form,
  name,
  label,
  labels,
  values,
}: {
  form: UseFormReturn<T>;
  name: Path<T>;
  label: string;
  labels: string;
  values: readonly string[];
}) {
  const { t } = useApplicantWords('family');
  const data = [
    { value: '', label: t('choose') },
    ...values.map((value) => ({ value, label: t(`${labels}.${value}`) })),
  ];
  return (
    <NativeSelect
      label={label}
      data={data}
      {...form.register(name)}
      error={fieldError(form.formState.errors[name] as never)}
    />
  );
}

/** A yes-or-no question: two radios, neither chosen until answered. */
export function YesNo<T extends FieldValues>({
  control,
  name,
  label,
}: {
  control: Control<T>;
  name: Path<T>;
  label: string;
}) {
  const { t } = useApplicantWords('common');
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Radio.Group label={label} value={field.value} onChange={field.onChange} error={fieldError(fieldState.error)}>
          <Group mt={4}>
            <Radio value="yes" label={t('values.yes')} />
            <Radio value="no" label={t('values.no')} />
          </Group>
        </Radio.Group>
      )}
    />
  );
}
