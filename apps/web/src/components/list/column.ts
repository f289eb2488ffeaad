import type { ReactNode } from 'react';

/** One column of a list: a table column from the sm breakpoint up, a labelled value on a phone's card. */
export type Column<T> = {
  key: string;
  /** The column header, and the label of the value on a phone's card. */
  header: string;
  cell: (row: T) => ReactNode;
  /** The row's title: first on a phone's card, without a label. One column per list. */
  primary?: boolean;
};

/** The rows of one page as the table and the phone cards both show them. */
export type RowsProps<T> = {
  label: string;
  rows: T[];
  columns: Column<T>[];
  rowKey: (row: T) => string | number;
  actions?: (row: T) => ReactNode;
};
