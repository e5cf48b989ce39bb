/** antd-mobile's switch for its own animations (react-spring's skipAnimation). */
export interface WidgetMotion {
  reduceMotion(): void;
  restoreMotion(): void;
}

const loadWidgetMotion = (): Promise<WidgetMotion> => import('antd-mobile/es/utils/reduce-and-restore-motion');

/**
 * Follows the phone's "reduce motion" setting (prefers-reduced-motion) in
 * antd-mobile's widgets too. global.css shortens every CSS animation and
 * transition for it, but antd's popups, pickers, dialogs and toasts slide
 * and fade by react-spring, which CSS does not reach: a customer who asked
 * for less motion (often for vestibular reasons, or an older customer who
 * finds sliding sheets hard to follow) still saw every sheet slide in and out.
 * antd-mobile's own switch turns those off.
 *
 * The switch is imported only when the setting is on (or turned on later):
 * react-spring stays off the first screen for everyone else (issue 9 sizes).
 */
export function followMotionPreference(win: Pick<Window, 'matchMedia'> = window, load = loadWidgetMotion) {
  const query = win.matchMedia?.('(prefers-reduced-motion: reduce)');
  if (!query) return;
  // Widgets animate unless told otherwise: nothing to switch until the setting is seen on.
  let reduced = false;
  const apply = () => {
    if (query.matches === reduced) return;
    reduced = query.matches;
    void load().then((motion) => (reduced ? motion.reduceMotion() : motion.restoreMotion()));
  };
  apply();
  query.addEventListener?.('change', apply);
}
