import { ActionIcon, Group } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';

type Props = {
  /** Each button's accessible name, naming the item ("Edit member 2"). */
  editLabel: string;
  deleteLabel: string;
  onEdit: () => void;
  onDelete: () => void;
};

/** The two icon buttons of an item of a list of cards: change it, delete it (in red). */
export function EditDeleteActions({ editLabel, deleteLabel, onEdit, onDelete }: Props) {
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon variant="subtle" size="lg" aria-label={editLabel} onClick={onEdit}>
        <IconPencil size={18} aria-hidden />
      </ActionIcon>
      <ActionIcon variant="subtle" color="red" size="lg" aria-label={deleteLabel} onClick={onDelete}>
        <IconTrash size={18} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
