import { IconCamera, IconReplace } from '@tabler/icons-react';
import classes from './file-picker.module.css';

type Props = {
  label: string;
  replace: boolean;
  disabled: boolean;
  onFiles: (files: File[]) => void;
};

/** Photos from the camera or gallery, or a PDF: a native file input (the phone's own picker) behind a clear label. */
export function FilePicker({ label, replace, disabled, onFiles }: Props) {
  const Icon = replace ? IconReplace : IconCamera;
  return (
    <label className={classes.picker} data-disabled={disabled || undefined}>
      <Icon size={20} aria-hidden />
      <span>{label}</span>
      <input
        className={classes.input}
        type="file"
        accept="application/pdf,image/jpeg,image/png,image/*"
        multiple
        disabled={disabled}
        onChange={(event) => {
          const files = [...(event.currentTarget.files ?? [])];
          // The same file chosen again after a refusal must fire `change` again.
          event.currentTarget.value = '';
          if (files.length) onFiles(files);
        }}
      />
    </label>
  );
}
