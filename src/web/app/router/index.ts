/** The router's public face: pages import from here, never from the files behind it. */
export type { HistoryAction, RouterLocation } from './history';
export {
  Link,
  Navigate,
  RouterProvider,
  useBlocker,
  useLocation,
  useNavigate,
  useNavigation,
  useRouteOutlet,
  useRouter,
  useSearchParams,
} from './react';
export type { Blocker, NavigateFunction, Router } from './router';
