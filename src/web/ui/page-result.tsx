import { Result } from 'antd-mobile';
import type { ReactNode } from 'react';
import './page-result.css';

/**
 * What a result page tells apart, each with its own icon (never the colour alone): done, not yet known
 * or not yet paid, did not go through, and failed.
 */
export type ResultState = 'success' | 'waiting' | 'warning' | 'error';

/**
 * The outcome at the head of a result page (complaint, payment, new-car plate, flight-delay claim):
 * antd-mobile's Result in the portal's colours and at the care edition's sizes, so no page draws a
 * ✓ or ! of its own, which looked different on every page and every phone. `children` are the lines
 * under the title. A status region: a screen reader hears the outcome when it changes (the payment
 * page's changes while it asks for the outcome); an alert where the page exists to say something could not be
 * done (renewal refused), so it is heard at once.
 *
 * Only result pages import this: Result and its icons load with their chunks, never the shell's.
 */
export function PageResult(props: {
  state: ResultState;
  title: ReactNode;
  children?: ReactNode;
  role?: 'status' | 'alert';
}) {
  return (
    <div className="page-result" role={props.role ?? 'status'}>
      <Result status={props.state} title={<h2>{props.title}</h2>} description={props.children} />
    </div>
  );
}
