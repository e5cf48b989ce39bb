import { Button, Input } from 'antd-mobile';
import { useId, useRef, useState } from 'react';
import { MESSAGE_MAX, UPLOAD_TYPES } from '../../../../shared/api/service';

/** The input row: image, text, send. */
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
  const picker = useRef<HTMLInputElement>(null);
  const id = useId();
  const send = async () => {
    const value = text.trim();
    if (!value || busy) return;
    setBusy(true);
    try {
      await props.onSend(value);
      setText('');
    } catch {
      // The client already showed why.
    } finally {
      setBusy(false);
    }
  };
  return (
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
        maxLength={MESSAGE_MAX}
        onChange={setText}
        onEnterPress={send}
      />
      <Button color="primary" size="small" onClick={send} loading={busy} disabled={!text.trim()}>
        发送
      </Button>
    </div>
  );
}
