import type { UserRole } from '@portal/shared/enums';
import { authStore, setAuth } from '@/lib/auth-store';

/** Signs in a person of this role for a screen's test: screens read what their role opens from the auth store. */
export function signInAs(role: UserRole, id = 1): void {
  const name = role.toLowerCase();
  setAuth('token', { id, firstName: 'Test', lastName: role, username: name, email: `${name}@example.test`, role });
}

export function signOut(): void {
  authStore.set({ token: null, user: null });
}
