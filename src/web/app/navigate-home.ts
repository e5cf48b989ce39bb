/**
 * Going home from outside React (the API client's 返回首页 button). The router
 * registers its navigate function at start, so the move is a router push with
 * history state; before that, setting the hash does the same job.
 */
let navigator: ((to: string) => unknown) | null = null;

export function registerNavigator(navigate: (to: string) => unknown) {
  navigator = navigate;
}

export function goHome() {
  if (navigator) navigator('/');
  else window.location.hash = '#/';
}
