import { useNavigate } from '../../lib/router';
import { sessionStore } from '../../lib/session';

export function useLogout() {
  const navigate = useNavigate();
  return () => {
    sessionStore.logout();
    navigate('/signin');
  };
}
