import { Box, Card, Group, List, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import type { FamilyMember } from '@portal/shared/family';
import { memberProblems } from '@portal/shared/family-rules';
import { EditDeleteActions } from '@/components/edit-delete-actions';
import { useApplicantWords } from '@/features/applications/public';
import { useProblemMessage } from '@/features/editor-kit/public';

type Props = {
  members: FamilyMember[];
  readOnly: boolean;
  onEdit: (member: FamilyMember, number: number) => void;
  onDelete: (member: FamilyMember, number: number) => void;
};

function useMemberText() {
  const { t } = useApplicantWords('family');
  const unknown = t('members.unknown');
  return {
    relationship: (member: FamilyMember) => (member.relationship ? t(`relations.${member.relationship}`) : unknown),
    income: (member: FamilyMember) => (member.mainIncomeType ? t(`mainIncomeTypes.${member.mainIncomeType}`) : unknown),
    value: (value: string | number | null) => (value === null || value === '' ? unknown : String(value)),
  };
}

function Actions({
  member,
  number,
  onEdit,
  onDelete,
}: Omit<Props, 'members' | 'readOnly'> & { member: FamilyMember; number: number }) {
  const { t } = useApplicantWords('family');
  return (
    <EditDeleteActions
      editLabel={t('members.edit', { number })}
      deleteLabel={t('members.delete', { number })}
      onEdit={() => onEdit(member, number)}
      onDelete={() => onDelete(member, number)}
    />
  );
}

/** What this member still lacks, by the rules the server applies when the step is completed. */
function Missing({ member, index }: { member: FamilyMember; index: number }) {
  const { t } = useApplicantWords('family');
  const message = useProblemMessage();
  const problems = memberProblems(member, index);
  if (problems.length === 0) return null;
  return (
    <Box>
      <Text size="sm" c="orange.9" fw={500}>
        {t('members.missing')}
      </Text>
      <List size="sm">
        {problems.map((problem) => (
          <List.Item key={problem.field + problem.key}>{message(problem)}</List.Item>
        ))}
      </List>
    </Box>
  );
}

/** The members as a table from the `sm` breakpoint and as cards on a phone; CSS shows one. */
export function FamilyMemberList({ members, readOnly, onEdit, onDelete }: Props) {
  const { t } = useApplicantWords('family');
  const text = useMemberText();
  if (members.length === 0) return <Text c="dimmed">{t('members.empty')}</Text>;
  return (
    <>
      <Box visibleFrom="sm">
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>#</Table.Th>
              <Table.Th>{t('memberFields.relationship')}</Table.Th>
              <Table.Th>{t('memberFields.birthYear')}</Table.Th>
              <Table.Th>{t('memberFields.mainActivity')}</Table.Th>
              <Table.Th>{t('memberFields.mainIncomeType')}</Table.Th>
              {!readOnly && (
                <Table.Th>
                  <VisuallyHidden>{t('common:actions.edit')}</VisuallyHidden>
                </Table.Th>
              )}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {members.map((member, index) => (
              <Table.Tr key={member.id}>
                <Table.Td>{index + 1}</Table.Td>
                <Table.Td>
                  {text.relationship(member)}
                  <Missing member={member} index={index} />
                </Table.Td>
                <Table.Td>{text.value(member.birthYear)}</Table.Td>
                <Table.Td>{text.value(member.mainActivity)}</Table.Td>
                <Table.Td>{text.income(member)}</Table.Td>
                {!readOnly && (
                  <Table.Td>
                    <Actions member={member} number={index + 1} onEdit={onEdit} onDelete={onDelete} />
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Box>
      <Stack hiddenFrom="sm" gap="sm">
        {members.map((member, index) => (
          <Card
            key={member.id}
            withBorder
            padding="sm"
            component="article"
            aria-label={t('members.number', { number: index + 1 })}
          >
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Stack gap={2}>
                <Text fw={600}>
                  {t('members.number', { number: index + 1 })} · {text.relationship(member)}
                </Text>
                <Text size="sm">
                  {text.value(member.birthYear)} · {text.value(member.mainActivity)}
                </Text>
                <Text size="sm" c="dimmed">
                  {text.income(member)}
                </Text>
              </Stack>
              {!readOnly && <Actions member={member} number={index + 1} onEdit={onEdit} onDelete={onDelete} />}
            </Group>
            <Missing member={member} index={index} />
          </Card>
        ))}
      </Stack>
    </>
  );
}
