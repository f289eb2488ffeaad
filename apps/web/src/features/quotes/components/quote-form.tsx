import { Avatar, Group, Stack } from '@mantine/core';
import { type Quote, quoteInputSchema } from '@portal/shared/quotes';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FileField } from '@/components/form/file-field';
import { FormActions } from '@/components/form/form-actions';
import { TextAreaField, TextField } from '@/components/form/text-field';
import { useApiForm } from '@/components/form/use-api-form';
import { quoteImageSrc } from '@/lib/file-urls';
import { notifySuccess } from '@/lib/notify';
import { useSaveQuote } from '../api/save-quote';

/** The text fields and, beside them, the photo (sent in the same multipart body). */
const quoteFormSchema = quoteInputSchema.extend({ image: z.instanceof(File).nullable() });

export function QuoteForm({ quote, onDone }: { quote?: Quote; onDone: () => void }) {
  const { t } = useTranslation('reference');
  const save = useSaveQuote();
  const form = useApiForm(quoteFormSchema, {
    fullName: quote?.fullName ?? '',
    position: quote?.position ?? '',
    company: quote?.company ?? '',
    content: quote?.content ?? '',
    image: null,
  });
  const submit = form.submit(({ image, ...values }) =>
    save.mutate(
      { id: quote?.id, values, image },
      {
        onSuccess: (saved) => {
          notifySuccess(t(quote ? 'saved.updated' : 'saved.added', { name: saved.fullName }));
          onDone();
        },
        onError: form.setServerError,
      },
    ),
  );
  const chosen = form.watch('image');

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextField form={form} name="fullName" label={t('quotes.fullName')} required />
        <TextField form={form} name="position" label={t('quotes.position')} required />
        <TextField form={form} name="company" label={t('quotes.company')} />
        <TextAreaField form={form} name="content" label={t('quotes.content')} required minRows={3} />
        <Group align="flex-end" wrap="nowrap">
          {quote?.image && !chosen ? <Avatar src={quoteImageSrc(quote.image)} alt="" size="lg" radius="xl" /> : null}
          <FileField
            form={form}
            name="image"
            style={{ flex: 1 }}
            label={t('quotes.image')}
            description={t('quotes.imageHint')}
            accept="image/png,image/jpeg,image/webp"
            clearable
          />
        </Group>
        <FormActions onCancel={onDone} saving={save.isPending} error={form.formError} />
      </Stack>
    </form>
  );
}
