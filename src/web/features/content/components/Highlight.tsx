import type { Highlighted } from '../../../../shared/api/content';

/** Text with the matched parts marked; parts are text, never HTML. */
export function Highlight(props: { parts: Highlighted }) {
  return (
    <>
      {props.parts.map((part, i) =>
        part.hit ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts are positional and never reorder
          <mark key={i}>{part.text}</mark>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts are positional and never reorder
          <span key={i}>{part.text}</span>
        ),
      )}
    </>
  );
}
