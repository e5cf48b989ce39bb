import Input from 'antd-mobile/es/components/input';
import { type ReactNode, useEffect, useState } from 'react';
import { MESSAGE_BOX_CANCEL, MESSAGE_BOX_OK, MESSAGE_BOX_TITLE } from '../../shared/constants';
import { loadFeedback } from './feedback';
import { type PromptRules, promptError } from './prompt-validation';

/**
 * The message box of spec section 9 on antd's Dialog: default title 提示,
 * buttons 确定 and 取消. antd has no prompt, so one is built from Dialog.show
 * with an input that is validated before the dialog may close. The Dialog
 * loads on first use (ui/feedback.ts); when it cannot be downloaded at all
 * (offline), the browser's own box says the same thing.
 */
export function alert(message: ReactNode, title: ReactNode = MESSAGE_BOX_TITLE): Promise<void> {
  return loadFeedback().then(
    ({ Dialog }) => Dialog.alert({ title, content: message, confirmText: MESSAGE_BOX_OK, 'aria-label': nameOf(title) }),
    () => window.alert(textOf(message)),
  );
}

/** The words of a message, for the browser's own box. */
function textOf(message: ReactNode): string {
  return typeof message === 'string' || typeof message === 'number' ? String(message) : MESSAGE_BOX_TITLE;
}

/** antd's dialog has role="dialog" but no accessible name: it is given the title's text. */
function nameOf(title: ReactNode): string {
  return typeof title === 'string' || typeof title === 'number' ? String(title) : MESSAGE_BOX_TITLE;
}

/** Resolves true on 确定 and false on 取消. */
export function confirm(message: ReactNode, title: ReactNode = MESSAGE_BOX_TITLE): Promise<boolean> {
  return loadFeedback().then(
    ({ Dialog }) =>
      Dialog.confirm({
        title,
        content: message,
        confirmText: MESSAGE_BOX_OK,
        cancelText: MESSAGE_BOX_CANCEL,
        'aria-label': nameOf(title),
      }),
    () => window.confirm(textOf(message)),
  );
}

export interface PromptOptions extends PromptRules {
  title?: ReactNode;
  placeholder?: string;
  defaultValue?: string;
  maxLength?: number;
  type?: 'text' | 'tel' | 'email' | 'number';
}

/** Shared between the dialog's buttons and its input: antd renders the content elsewhere. */
interface PromptState {
  value: string;
  showError: (message: string | null) => void;
}

function PromptBody(props: { message: ReactNode; options: PromptOptions; state: PromptState }) {
  const { message, options, state } = props;
  const [value, setValue] = useState(state.value);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    state.showError = setError;
  }, [state]);
  return (
    <div className="message-box-prompt">
      <p>{message}</p>
      <Input
        aria-label={typeof message === 'string' ? message : '请输入'}
        value={value}
        type={options.type ?? 'text'}
        maxLength={options.maxLength}
        placeholder={options.placeholder}
        autoFocus
        onChange={(next) => {
          state.value = next;
          setValue(next);
          setError(null);
        }}
      />
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** Resolves with the accepted value, or null when cancelled. */
export function prompt(message: ReactNode, options: PromptOptions = {}): Promise<string | null> {
  return loadFeedback().then(
    ({ Dialog }) => showPrompt(Dialog, message, options),
    () => null,
  );
}

function showPrompt(
  Dialog: Awaited<ReturnType<typeof loadFeedback>>['Dialog'],
  message: ReactNode,
  options: PromptOptions,
): Promise<string | null> {
  return new Promise((resolve) => {
    const state: PromptState = { value: options.defaultValue ?? '', showError: () => undefined };
    const title = options.title ?? MESSAGE_BOX_TITLE;
    const handler = Dialog.show({
      title,
      'aria-label': nameOf(title),
      content: <PromptBody message={message} options={options} state={state} />,
      closeOnAction: false,
      actions: [
        [
          { key: 'cancel', text: MESSAGE_BOX_CANCEL },
          { key: 'ok', text: MESSAGE_BOX_OK, bold: true },
        ],
      ],
      onAction: (action) => {
        if (action.key === 'cancel') {
          handler.close();
          resolve(null);
          return;
        }
        const error = promptError(state.value, options);
        if (error) {
          state.showError(error);
          return;
        }
        handler.close();
        resolve(state.value);
      },
      // Closed from outside (the customer went back: app/close-on-leave.ts) is a cancel. Without
      // it the promise never settled, and a oneAtATime action waiting on it (发送到邮箱 on the
      // kept-alive policy result) stayed busy for good. After 确定/取消 it has already settled.
      afterClose: () => resolve(null),
    });
  });
}

export const messageBox = { alert, confirm, prompt };
