import { Button, Input } from 'antd-mobile';
import { useId, useRef, useState } from 'react';
import { MESSAGE_MAX, UPLOAD_TYPES } from '../../../../shared/api/service';
import { textLength } from '../../../../shared/rules/text-length';

/** From this many characters the composer shows its count. */
const COUNT_FROM = MESSAGE_MAX - 50;

/**
 * The input row: image, text, send. The text is never cut: the input's
 * maxlength cut a pasted text at 300 characters without a word, and what was
 * cut was gone. Near the limit a count shows; past it, by how much, and 发送
 * waits until the customer has shortened it (counted as the server counts,
 * in characters: shared/rules/text-length.ts).
 */
export function Composer(props: {
  onSend: (text: string) => Promise<void>;
  onImage?: (file: File) => Promise<void>;
  placeholder?: string;
  /**
   * Where the text not yet sent is kept, when it must outlive the page (the customer's
   * chat keeps it in the store, so through a reload); without it, only while on screen.
   */
  draft?: { text: string; save: (text: string) => void };
}) {
  const [shown, setShown] = useState('');
  const text = props.draft ? props.draft.text : shown;
  const setText = props.draft ? props.draft.save : setShown;
  const [busy, setBusy] = useState(false);
  // What the box holds now, read when a send answers: the customer may have typed on meanwhile.
  const latest = useRef(text);
  latest.current = text;
  const picker = useRef<HTMLInputElement>(null);
  const id = useId();
  const length = textLength(text.trim());
  const over = length - MESSAGE_MAX;
  const send = async () => {
    const value = text.trim();
    if (!value || busy || over > 0) return;
    setBusy(true);
    try {
      await props.onSend(value);
      // Only the text sent is cleared: a next question typed while this one was on its way is kept.
      if (latest.current.trim() === value) setText('');
    } catch {
      // The client already showed why.
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="chat-composer-box">
      <div className="chat-composer">
        {props.onImage && (
          <>
            <button
              type="button"
              className="chat-image-button"
              aria-label="发送图片"
              onClick={() => picker.current?.click()}
            >
              图片
            </button>
            <input
              ref={picker}
              type="file"
              accept={UPLOAD_TYPES.join(',')}
              hidden
              data-testid="chat-file"
              onChange={(e) => {
                const file = e.target.files?.[0];
                e.target.value = '';
                if (file) props.onImage?.(file).catch(() => undefined);
              }}
            />
          </>
        )}
        <label htmlFor={id} className="sr-only">
          输入消息
        </label>
        <Input
          id={id}
          className="chat-input"
          placeholder={props.placeholder ?? '请输入您的问题'}
          value={text}
          onChange={setText}
          onEnterPress={send}
          aria-describedby={length >= COUNT_FROM ? `${id}-count` : undefined}
          aria-invalid={over > 0 ? true : undefined}
        />
        <Button color="primary" size="small" onClick={send} loading={busy} disabled={!text.trim() || over > 0}>
          发送
        </Button>
      </div>
      {over > 0 ? (
        <p id={`${id}-count`} className="chat-count chat-count-over" role="alert">
          已超出{over}字：每条消息最多{MESSAGE_MAX}字，请删减后发送，或分几条发送
        </p>
      ) : (
        length >= COUNT_FROM && (
          <p id={`${id}-count`} className="chat-count">
            {length}/{MESSAGE_MAX}
          </p>
        )
      )}
    </div>
  );
}
