import { useEffect } from 'react';
import { type BlockerFunction, useBlocker, useLocation, useNavigate } from 'react-router-dom';
import { useAppStore } from '../store';
import { blocksBack } from './back-block';
import { guardEntry } from './require-auth';
import { findRoute, ROUTES } from './routes';

/**
 * Back-blocking and the requireAuth guard, through the router's one blocker (a
 * router supports a single blocker at a time). A blocked push simply does not
 * happen; a blocked POP is undone by the router with history.go(-delta), which
 * pushes the browser forward again. Both read the store at decision time.
 */
const shouldBlock: BlockerFunction = ({ nextLocation, historyAction }) => {
  const { allowBack, basicInfo } = useAppStore.getState().global;
  if (blocksBack(historyAction, allowBack)) return true;
  return !guardEntry(findRoute(nextLocation.pathname), basicInfo.loginStates);
};

function Blocker() {
  const blocker = useBlocker(shouldBlock);
  useEffect(() => {
    if (blocker.state === 'blocked') blocker.reset();
  }, [blocker]);
  return null;
}

const ANY_PROTECTED_ROUTE = ROUTES.some((route) => route.requireAuth);

/**
 * The blocker is mounted only while it can refuse something: while back is
 * disallowed, or when some route requires login. A mounted blocker makes the
 * router warn on every hash the customer edits by hand, and none of the
 * spec's routes sets requireAuth.
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

  return !allowBack || ANY_PROTECTED_ROUTE ? <Blocker /> : null;
}
