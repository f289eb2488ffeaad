/**
 * A secret key as a person types it into an authenticator app by hand: groups of four characters, the way the apps
 * show it ("JBSW Y3DP EHPK 3PXP"). The apps ignore the spaces.
 */
export function inFours(secret: string): string {
  return (
    secret
      .replace(/\s/g, '')
      .match(/.{1,4}/g)
      ?.join(' ') ?? ''
  );
}

/** Recovery codes as a text file to keep: a line saying what they are, then one code a line. */
export function recoveryCodesText(heading: string, codes: readonly string[]): string {
  return `${[heading, '', ...codes].join('\n')}\n`;
}
