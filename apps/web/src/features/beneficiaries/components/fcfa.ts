/** An amount in FCFA in the reader's number format: "108 333 FCFA", "108,333 FCFA". */
export const formatFcfa = (amount: number, locale: string) => `${new Intl.NumberFormat(locale).format(amount)} FCFA`;
