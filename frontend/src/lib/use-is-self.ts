import { useSession } from './session';

/** Whether this directory person is the signed-in member: no Contact button and no availability label on oneself. */
export function useIsSelf(id: number | string | undefined): boolean {
  const { user } = useSession();
  return id !== undefined && user?.id !== undefined && String(user.id) === String(id);
}
