import '@mantine/core/styles/Alert.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { Avatar, FileInput, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { type Quote, type QuoteInput, quoteInputSchema } from '@portal/shared/quotes';
import { useEffect, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormActions } from '@/components/form-actions';
import { ApiError } from '@/lib/api-error';
import { applyFieldErrors } from '@/lib/form-errors';
import { notifySuccess } from '@/lib/notify';
import { ensureValidationMessages, fieldError, translateMessage, zodMessages } from '@/lib/zod-form';
import { useSaveQuote } from '../api/save-quote';

type Values = { fullName: string; position: string; company: string; content: string };
const fields = ['fullName', 'position', 'company', 'content'] as const;

export function QuoteForm({ quote, onDone }: { quote?: Quote; onDone: () => void }) {
  useEffect(() => void ensureValidationMessages(), []);
  const { t } = useTranslation('reference');
  const save = useSaveQuote();
  const [image, setImage] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string | undefined>();
  const form = useForm<Values>({
    resolver: zodResolver(quoteInputSchema, zodMessages) as unknown as Resolver<Values>,
    defaultValues: {
      fullName: quote?.fullName ?? '',
      position: quote?.position ?? '',
      company: quote?.company ?? '',
      content: quote?.content ?? '',
    },
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit((values) => {
    setImageError(undefined);
    save.mutate(
      { id: quote?.id, values: values as QuoteInput, image },
      {
        onSuccess: (saved) => {
          notifySuccess(t(quote ? 'saved.updated' : 'saved.added', { name: saved.fullName }));
          onDone();
        },
        onError: (error) => {
          applyFieldErrors(form.setError, error, fields);
          const problem =
            error instanceof ApiError ? error.fieldErrors.find((item) => item.field === 'image') : undefined;
          if (problem) setImageError(translateMessage(problem.message));
        },
      },
    );
  });
  const failed = save.error && !(save.error instanceof ApiError && save.error.fieldErrors.length);

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput
          label={t('quotes.fullName')}
          required
          {...form.register('fullName')}
          error={fieldError(errors.fullName)}
        />
        <TextInput
          label={t('quotes.position')}
          required
          {...form.register('position')}
          error={fieldError(errors.position)}
        />
        <TextInput label={t('quotes.company')} {...form.register('company')} error={fieldError(errors.company)} />
        <Textarea
          label={t('quotes.content')}
          required
          autosize
          minRows={3}
          {...form.register('content')}
          error={fieldError(errors.content)}
        />
        <Group align="flex-end" wrap="nowrap">
          {quote?.image && !image ? (
            <Avatar src={`/api/files/quote-avatars/${quote.image}`} alt="" size="lg" radius="xl" />
          ) : null}
          <FileInput
            style={{ flex: 1 }}
            label={t('quotes.image')}
            description={t('quotes.imageHint')}
            accept="image/png,image/jpeg,image/webp"
            clearable
            value={image}
            onChange={setImage}
            error={imageError}
          />
        </Group>
        <FormActions onCancel={onDone} saving={save.isPending} error={failed ? save.error : null} />
      </Stack>
    </form>
  );
}
