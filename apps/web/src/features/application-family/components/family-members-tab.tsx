import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { Family, FamilyMember } from '@portal/shared/family';
import { IconPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDeleteModal } from '@/components/confirm-delete-modal';
import { PageLoader } from '@/components/page-loader';
import { useApplicantWords } from '@/features/applications/public';
import { useProblemMessage } from '@/features/editor-kit/public';
import { useDeleteFamilyMember } from '../api/delete-family-member';
import { familyMembersQueryOptions, useFamilyMembers } from '../api/get-family-members';
import { FamilyMemberDialog } from './family-member-dialog';
import { FamilyMemberList } from './family-member-list';

type Props = { applicationId: number; family: Family | null; readOnly: boolean };
type Editing = { member: FamilyMember | null; number: number };

/** The members of the family: the count against the number declared, the list, and a dialog per member. */
export function FamilyMembersTab({ applicationId, family, readOnly }: Props) {
  const { t } = useApplicantWords('family');
  const queryClient = useQueryClient();
  const message = useProblemMessage();
  const familyId = family?.id ?? null;
  const members = useFamilyMembers(applicationId, familyId);
  const remove = useDeleteFamilyMember(applicationId);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<Editing | null>(null);

  if (familyId === null) return <Alert color="blue">{t('members.saveFamilyFirst')}</Alert>;
  if (members.isError)
    return (
      <Alert color="red" role="alert">
        {members.error.message}
      </Alert>
    );
  if (members.isPending) return <PageLoader />;

  const list = members.data;
  const declared = family?.membersInTown ?? null;
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: familyMembersQueryOptions(applicationId, familyId).queryKey });
  const keep = (saved: FamilyMember) =>
    queryClient.setQueryData(familyMembersQueryOptions(applicationId, familyId).queryKey, (old: FamilyMember[] = []) =>
      old.some((one) => one.id === saved.id) ? old.map((one) => (one.id === saved.id ? saved : one)) : [...old, saved],
    );

  return (
    <Stack data-focus-region>
      {declared !== null && declared !== list.length ? (
        <Alert color="orange" role="status" tabIndex={-1} data-focus-home>
          {message({
            field: 'FAMILY.membersInTown',
            key: 'family.membersMismatch',
            params: { declared, registered: list.length },
          })}
        </Alert>
      ) : (
        declared !== null && (
          <Text size="sm" tabIndex={-1} data-focus-home>
            {t('members.count', { registered: list.length, declared })}
          </Text>
        )
      )}
      <FamilyMemberList
        members={list}
        readOnly={readOnly}
        onEdit={(member, number) => setEditing({ member, number })}
        onDelete={(member, number) => setDeleting({ member, number })}
      />
      {!readOnly && (
        <Group>
          <Button
            leftSection={<IconPlus size={18} aria-hidden />}
            onClick={() => setEditing({ member: null, number: list.length + 1 })}
          >
            {t('members.add')}
          </Button>
        </Group>
      )}
      {editing && (
        <FamilyMemberDialog
          applicationId={applicationId}
          familyId={familyId}
          member={editing.member}
          number={editing.number}
          onSaved={keep}
          onClose={() => {
            setEditing(null);
            void refresh();
          }}
        />
      )}
      <ConfirmDeleteModal
        name={deleting ? t('members.number', { number: deleting.number }) : null}
        question={
          deleting
            ? t('members.confirmBody', {
                number: deleting.number,
                relationship: deleting.member?.relationship
                  ? t(`relations.${deleting.member.relationship}`)
                  : t('members.unknown'),
              })
            : undefined
        }
        pending={remove.isPending}
        error={remove.error?.message}
        onClose={() => {
          setDeleting(null);
          remove.reset();
        }}
        onConfirm={() =>
          deleting?.member &&
          remove.mutate(deleting.member.id, {
            onSuccess: () => setDeleting(null),
          })
        }
      />
    </Stack>
  );
}
