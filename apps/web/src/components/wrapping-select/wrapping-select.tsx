import { NativeSelect, type NativeSelectProps } from '@mantine/core';
import classes from './wrapping-select.module.css';

type Option = { value: string; label: string };

/**
 * A native select whose chosen option stays readable however long it is: its words wrap in a box under the select
 * instead of being cut at the edge. The select itself keeps the label, the keyboard and the phone's own picker.
 */
export function WrappingSelect({
  data,
  value,
  ...props
}: Omit<NativeSelectProps, 'data' | 'value'> & { data: Option[]; value: string }) {
  const shown = data.find((option) => option.value === value)?.label ?? '';
  return (
    <NativeSelect
      {...props}
      value={value}
      data={data}
      classNames={{ wrapper: classes.wrapper, input: classes.input }}
      inputContainer={(children) => (
        <div className={classes.box}>
          <div className={classes.shown} aria-hidden>
            {shown}
          </div>
          {children}
        </div>
      )}
    />
  );
}
