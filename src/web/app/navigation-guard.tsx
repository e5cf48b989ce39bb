import { useEffect } from 'react';
import { useAppStore } from '../store';
import { blocksBack } from './back-block';
import { guardEntry } from './require-auth';
import { type Blocker, useBlocker, useLocation, useNavigate } from './router';
import { findRoute, ROUTES } from './routes';

/**
 * Back-blocking and the requireAuth guard, through the router's one blocker (a
 * router supports a single blocker at a time). A blocked push simply does not
 * happen; a blocked POP is undone by the router with history.go(-delta), which
 * moves the browser back where it was. Both read the store at decision time.
 */
const shouldBlock: Blocker = ({ nextLocation, historyAction }) => {
  const { allowBack, basicInfo } = useAppStore.getState().global;
  if (blocksBack(historyAction, allowBack)) return true;
  return !guardEntry(findRoute(nextLocation.pathname), basicInfo.loginStates);
};

function BackBlocker() {
  useBlocker(shouldBlock);
  return null;
}

const ANY_PROTECTED_ROUTE = ROUTES.some((route) => route.requireAuth);

/**
 * The blocker is mounted only while it can refuse something: while back is
 * disallowed, or when some route requires login (none of the spec's routes
 * sets requireAuth), so an ordinary visit never consults it.
 */
export function NavigationGuard() {
  const allowBack = useAppStore((s) => s.global.allowBack);
  const location = useLocation();
  const navigate = useNavigate();

  // A protected page opened directly (a reload, a typed URL, a hand-edited hash) was
  // never "navigated to": it is refused the same way and the customer lands on home.
  useEffect(() => {
    const loginStates = useAppStore.getState().global.basicInfo.loginStates;
    if (!guardEntry(findRoute(location.pathname), loginStates)) navigate('/', { replace: true });
  }, [location.pathname, navigate]);

  return !allowBack || ANY_PROTECTED_ROUTE ? <BackBlocker /> : null;
}
