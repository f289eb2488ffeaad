import { Button, FileInput, Group } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-error';
import { notifySuccess } from '@/lib/notify';
import { useSendTranscript } from '../api/year-writes';

/** What a refusal says of the file: its field's message when it names the file (a missing or unreadable file). */
const fileError = (error: Error | null) =>
  (error instanceof ApiError && error.fieldErrors.find((problem) => problem.field === 'file')?.message) ||
  error?.message;

/** One semester's transcript to send: a PDF or a photo of it, then the button. */
export function TranscriptUpload({ applicationId, semester }: { applicationId: number; semester: number }) {
  const { t } = useTranslation('beneficiaries');
  const send = useSendTranscript(applicationId);
  const [file, setFile] = useState<File | null>(null);
  const submit = () => {
    if (!file) return;
    send.mutate(
      { semester, file },
      {
        onSuccess: () => {
          notifySuccess(t('transcripts.sent', { semester }));
          setFile(null);
        },
      },
    );
  };
  return (
    <Group align="flex-end" gap="xs" wrap="wrap">
      <FileInput
        label={t('transcripts.file', { semester })}
        accept="application/pdf,image/jpeg,image/png"
        value={file}
        onChange={setFile}
        clearable
        error={fileError(send.error)}
        style={{ flex: '1 1 200px' }}
      />
      <Button onClick={submit} disabled={!file} loading={send.isPending}>
        {t('transcripts.send')}
      </Button>
    </Group>
  );
}
