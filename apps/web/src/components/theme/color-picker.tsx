import { CheckIcon, ColorSwatch, Group } from '@mantine/core';
import { type PrimaryColor, primaryColors } from '@portal/shared/theme';
import { useTranslation } from 'react-i18next';
import { palettes } from '@/lib/theme/palettes';

type Props = { value: PrimaryColor; level: number; onChange: (color: PrimaryColor) => void };

export function ColorPicker({ value, level, onChange }: Props) {
  const { t } = useTranslation('shell');
  return (
    <Group gap={8}>
      {primaryColors.map((color) => (
        <ColorSwatch
          key={color}
          component="button"
          type="button"
          color={palettes[color][level] ?? palettes[color][7]}
          size={30}
          onClick={() => onChange(color)}
          aria-label={t(`theme.colors.${color}`)}
          aria-pressed={color === value}
          style={{ cursor: 'pointer' }}
        >
          {color === value && <CheckIcon width={12} color={level < 4 ? 'black' : 'white'} />}
        </ColorSwatch>
      ))}
    </Group>
  );
}
