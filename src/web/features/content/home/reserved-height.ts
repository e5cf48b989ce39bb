import { createContext, useContext, useLayoutEffect } from 'react';

/**
 * A home block's box reserves its height while its data is on the way (LazySection), so nothing
 * below moves when it arrives. A block whose read failed shows 加载失败 and 重新加载 in its place, and
 * the reserve then only left an empty stretch of card below the button: the notice gives it up
 * through this context, and takes it back when it goes (重新加载 is loading again). Outside a home
 * block nothing reserves a height, and the default does nothing.
 */
export const ReservedHeightGivenUp = createContext<(givenUp: boolean) => void>(() => undefined);

/** Gives up the enclosing home block's reserved height while `givenUp` (before the paint, so it never shows). */
export function useGiveUpReservedHeight(givenUp: boolean) {
  const setGivenUp = useContext(ReservedHeightGivenUp);
  useLayoutEffect(() => {
    if (!givenUp) return;
    setGivenUp(true);
    return () => setGivenUp(false);
  }, [givenUp, setGivenUp]);
}
