import { Stack } from '@mantine/core';
import { audiences, bacSystems, documentScopes } from '@portal/shared/enums';
import { isLocale, type Locale } from '@portal/shared/locales';
import type { ReferenceKind } from '@portal/shared/reference';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '@/components/form/checkbox-field';
import { FormActions } from '@/components/form/form-actions';
import { LocalizedTextFields, noText } from '@/components/form/localized-text-fields';
import { NumberField } from '@/components/form/number-field';
import { SelectField } from '@/components/form/select-field';
import { useApiForm } from '@/components/form/use-api-form';
import { notifySuccess } from '@/lib/notify';
import type { ReferenceItem } from '../api/get-reference-items';
import { useSaveReferenceItem } from '../api/save-reference-item';
import { type ReferenceField, referenceKinds } from './reference-kinds';

type Texts = { en: string; fr: string; it: string };
type FormValues = {
  name: Texts;
  description: Texts;
  order: number | null;
  system: (typeof bacSystems)[number];
  target: (typeof audiences)[number];
  scope: (typeof documentScopes)[number];
  required: boolean;
  allowMultiple: boolean;
};

function initialValues(item?: ReferenceItem): FormValues {
  return {
    name: item?.name ?? noText,
    description: item?.description ?? noText,
    order: item?.order ?? 0,
    system: item?.system ?? 'FRANCOPHONE',
    target: item?.target ?? 'BOTH',
    scope: item?.scope ?? 'ALL',
    required: item?.required ?? false,
    allowMultiple: item?.allowMultiple ?? false,
  };
}

/** Create or edit one item; the name is required in every language. */
export function ReferenceForm({
  kind,
  item,
  onDone,
}: {
  kind: ReferenceKind;
  item?: ReferenceItem;
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation('reference');
  const language: Locale = isLocale(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
  const { schema, fields } = referenceKinds[kind];
  const save = useSaveReferenceItem();
  const form = useApiForm<typeof schema, FormValues>(schema, initialValues(item));
  const has = (field: ReferenceField) => fields.includes(field);
  const submit = form.submit((values) => {
    const body: Record<string, unknown> = { ...values };
    const description = values.description as Texts | undefined;
    if (description && !Object.values(description).some(Boolean)) body.description = null;
    save.mutate(
      { kind, id: item?.id, body },
      {
        onSuccess: (saved) => {
          notifySuccess(t(item ? 'saved.updated' : 'saved.added', { name: saved.name[language] || saved.name.en }));
          onDone();
        },
        onError: form.setServerError,
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <LocalizedTextFields form={form} name="name" legend={t('fields.name')} required />
        {has('order') && (
          <NumberField
            form={form}
            name="order"
            label={t('fields.order')}
            description={t('fields.orderHint')}
            required
          />
        )}
        {has('system') && (
          <SelectField
            form={form}
            name="system"
            label={t('fields.system')}
            required
            allowDeselect={false}
            data={bacSystems.map((value) => ({ value, label: t(`systems.${value}`) }))}
          />
        )}
        {has('target') && (
          <SelectField
            form={form}
            name="target"
            label={t('fields.target')}
            required
            allowDeselect={false}
            data={audiences.map((value) => ({ value, label: t(`audiences.${value}`) }))}
          />
        )}
        {has('scope') && (
          <SelectField
            form={form}
            name="scope"
            label={t('fields.scope')}
            description={t('fields.scopeHint')}
            required
            allowDeselect={false}
            data={documentScopes.map((value) => ({ value, label: t(`scopes.${value}`) }))}
          />
        )}
        {(['required', 'allowMultiple'] as const).filter(has).map((name) => (
          <CheckboxField key={name} form={form} name={name} label={t(`fields.${name}`)} />
        ))}
        {has('description') && (
          <LocalizedTextFields form={form} name="description" legend={t('fields.description')} multiline />
        )}
        <FormActions onCancel={onDone} saving={save.isPending} error={form.formError} />
      </Stack>
    </form>
  );
}
