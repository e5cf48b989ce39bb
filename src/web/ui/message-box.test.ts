import { describe, expect, it, vi } from 'vitest';

// antd's Dialog.show and Dialog.clear as they behave: clear closes every dialog showing, and a
// closed dialog's afterClose runs once its animation is over.
const open = new Set<() => void>();
const Dialog = {
  show: vi.fn((props: { afterClose?: () => void }) => {
    const close = () => {
      open.delete(close);
      setTimeout(() => props.afterClose?.(), 0);
    };
    open.add(close);
    return { close };
  }),
  clear: vi.fn(() => {
    for (const close of [...open]) close();
  }),
};
vi.mock('./feedback-widgets', () => ({ Dialog, Toast: {} }));

const { prompt } = await import('./message-box');
const { closeDialogs } = await import('./feedback');

describe('the prompt', () => {
  it('settles as cancelled when it is closed from outside (the customer went back)', async () => {
    const answer = prompt('请输入接收电子保单的邮箱');
    await vi.waitFor(() => expect(open.size).toBe(1));
    closeDialogs();
    // Before, it never settled, and 发送到邮箱 (oneAtATime) stayed busy for good.
    await expect(answer).resolves.toBeNull();
    expect(open.size).toBe(0);
  });
});
