import { useEffect } from 'react';
import { useAppStore } from '../../../store';
import './care.css';

/** The care edition (关怀版) switch of this session, from the one store. */
export function useCareMode(): [boolean, (on: boolean) => void] {
  const on = useAppStore((s) => s.content.careMode);
  const set = useAppStore((s) => s.setCareMode);
  return [on, set];
}

/**
 * Puts `care-mode` on <html> while the care edition is on, so every page the
 * customer opens from the care home gets its sizes (care.css), not only the
 * two care routes. Mounted once by the app shell.
 */
export function CareModeEffect() {
  const [on] = useCareMode();
  useEffect(() => {
    document.documentElement.classList.toggle('care-mode', on);
  }, [on]);
  return null;
}
