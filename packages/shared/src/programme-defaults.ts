/**
 * The allowance told to users (spec section 9) until an administrator changes it in the programme settings. Kept
 * apart from programme.ts so the public pages can show it without loading zod.
 */
export const defaultAllowance = { amount: 650_000, currency: 'FCFA' } as const;
