import { TextArea, type TextAreaProps, type TextAreaRef } from 'antd-mobile';
import type { Ref } from 'react';
import { clipText, textLength } from '../../shared/rules/text-length';

type Props = Omit<TextAreaProps, 'value' | 'onChange' | 'maxLength' | 'showCount' | 'defaultValue'> & {
  value: string;
  onChange: (value: string) => void;
  /** The most characters the contract and the server take for this text. */
  max: number;
  /** The text area itself: a form focuses it when it is the first refused field. */
  ref?: Ref<TextAreaRef>;
};

/**
 * A text area with a limit, counted and cut in characters (code points), the
 * one way the contract and the server count (`shared/rules/text-length.ts`).
 * antd-mobile's own `maxLength` and count go by pictures, so a family emoji
 * counted one on screen and five at the server: the page read 297/300 beside
 * the field's 不能超过300字. Every limited text area of the portal is this one
 * (`text-areas.test.ts`).
 */
export function CountedTextArea(props: Props) {
  const { value, onChange, max, ref, ...rest } = props;
  return (
    <TextArea
      {...rest}
      ref={ref}
      value={value}
      onChange={(text) => onChange(clipText(text, max))}
      showCount={() => (
        <div className="adm-text-area-count">
          {textLength(value)}/{max}
        </div>
      )}
    />
  );
}
