import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { NativeSelectField } from '@/components/form/native-select-field';
import { RadioField } from '@/components/form/radio-field';
import { useApplicantWords } from '@/features/applications/public';

type Props<T extends FieldValues> = { form: UseFormReturn<T, unknown, unknown>; name: Path<T>; label: string };

/**
 * One enumeration as the phone's own picker (decision 201: native selects are lighter and lose nothing when the
 * form loads first), its labels from the family catalog.
 */
export function ChoiceSelect<T extends FieldValues>({
  labels,
  values,
  ...props
}: Props<T> & { labels: string; values: readonly string[] }) {
  const { t } = useApplicantWords('family');
  const data = [
    { value: '', label: t('choose') },
    ...values.map((value) => ({ value, label: t(`${labels}.${value}`) })),
  ];
  return <NativeSelectField {...props} data={data} />;
}

/** A yes-or-no question: two radios, neither chosen until answered. */
export function YesNo<T extends FieldValues>(props: Props<T>) {
  const { t } = useApplicantWords('common');
  return (
    <RadioField
      {...props}
      options={[
        { value: 'yes', label: t('values.yes') },
        { value: 'no', label: t('values.no') },
      ]}
    />
  );
}
