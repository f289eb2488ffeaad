import { Fragment } from 'react';

/**
 * An e-mail address that may wrap only before a dot or after the @, so a narrow column or card shows
 * "amina.tchoua@" / "example.org" rather than a word cut anywhere, and does not have to be as wide as the address.
 */
export function EmailAddress({ value }: { value: string }) {
  const parts = value.split(/(?<=@)|(?=\.)/);
  return (
    <>
      {parts.map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one address, in a fixed order.
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </>
  );
}
