import { generate } from 'otplib';

/** The code an authenticator app shows now for this key (or at `epoch`, in seconds). */
export const appCode = (secret: string, epoch?: number) => generate({ secret, ...(epoch ? { epoch } : {}) });

/** Six digits that are none of the codes the server could accept around now (two 30 s steps either side). */
export async function wrongCode(secret: string): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const near = await Promise.all([-60, -30, 0, 30, 60].map((shift) => appCode(secret, now + shift)));
  return ['000000', '111111', '222222'].find((code) => !near.includes(code)) as string;
}
