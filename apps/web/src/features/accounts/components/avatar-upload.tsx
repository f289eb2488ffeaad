import { Avatar, Button, Card, FileButton, Group, Stack, Text, Title } from '@mantine/core';
import type { User } from '@portal/shared/accounts';
import { IconUpload } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/form/form-alert';
import { SavedNotice } from '@/components/form/saved-notice';
import { useAvatarSrc } from '@/hooks/use-avatar-src';
import { useUploadLimit } from '@/hooks/use-upload-limit';
import { useUploadAvatar } from '../api/upload-avatar';

const accepted = 'image/png,image/jpeg,image/webp';

/** Choose an image, see it, then upload it; the server crops and resizes. */
export function AvatarUpload({ user }: { user: User }) {
  const { t } = useTranslation('accounts');
  const upload = useUploadAvatar();
  const current = useAvatarSrc(user.avatar);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [tooBig, setTooBig] = useState(false);
  const limit = useUploadLimit();

  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const choose = (chosen: File | null) => {
    upload.reset();
    const over = Boolean(chosen && limit && chosen.size > limit.maxBytes);
    setTooBig(over);
    setFile(over ? null : chosen);
  };
  const save = () => file && upload.mutate(file, { onSuccess: () => setFile(null) });
  const name = `${user.firstName} ${user.lastName}`;

  return (
    <Card withBorder aria-labelledby="avatar-title">
      <Stack>
        <Title order={2} size="h4" id="avatar-title">
          {t('settings.avatar')}
        </Title>
        <Group wrap="wrap">
          <Avatar
            src={preview ?? current}
            alt={t('settings.avatarAlt', { name })}
            size={96}
            radius={96}
            color="initials"
            name={name}
          />
          <Stack gap="xs">
            <FileButton onChange={choose} accept={accepted}>
              {(props) => (
                <Button {...props} variant="light" leftSection={<IconUpload size={16} aria-hidden />}>
                  {t('settings.chooseAvatar')}
                </Button>
              )}
            </FileButton>
            <Text size="xs" c={tooBig ? 'red' : undefined} role={tooBig ? 'alert' : undefined}>
              {limit
                ? t(tooBig ? 'settings.avatarTooBig' : 'settings.avatarHint', { max: limit.megabytes })
                : t('settings.avatarTypes')}
            </Text>
          </Stack>
        </Group>
        <SavedNotice show={upload.isSuccess} message={t('settings.avatarSaved')} />
        <FormAlert error={upload.error} />
        {file && (
          <Group justify="flex-end">
            <Button variant="default" onClick={() => choose(null)}>
              {t('common:actions.cancel')}
            </Button>
            <Button onClick={save} loading={upload.isPending}>
              {t('settings.saveAvatar')}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
