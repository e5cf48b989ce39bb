import { MESSAGE_BOX_TITLE } from '../../shared/constants';
import { BUTTON_TEXT, type Button, CONTACT_HREF, type Reaction } from '../../shared/result-codes';
import { goHome } from '../app/navigate-home';
import { loadFeedback } from '../ui/feedback';
import { alert } from '../ui/message-box';

/** What each dialog button does (spec section 8). */
export function runButton(button: Button) {
  if (button === 'home') goHome();
  else if (button === 'contact') window.location.href = CONTACT_HREF;
  else if (button === 'reload') window.location.reload();
}

function ReactionContent(props: { code?: string; message: string }) {
  return (
    <div className="reaction">
      {props.code && <p className="reaction-code">错误代码：{props.code}</p>}
      <p className="reaction-message">{props.message}</p>
    </div>
  );
}

/** One error dialog at a time: several calls failing together must not stack several. */
let dialogOpen = false;

/** Shows what interpretResult / interpretHttpFailure decided. */
export function present(reaction: Reaction) {
  if (reaction.kind === 'none') return;
  if (reaction.kind === 'alert') {
    void alert(reaction.message);
    return;
  }
  if (dialogOpen) return;
  dialogOpen = true;
  loadFeedback().then(
    ({ Dialog }) =>
      Dialog.show({
        title: MESSAGE_BOX_TITLE,
        // antd gives the dialog role="dialog" but no name; screen readers announce this one.
        'aria-label': MESSAGE_BOX_TITLE,
        content: <ReactionContent code={reaction.code} message={reaction.message} />,
        // Side by side, as a customer expects a choice to look.
        actions: [reaction.buttons.map((button, i) => ({ key: button, text: BUTTON_TEXT[button], bold: i === 0 }))],
        closeOnAction: true,
        onAction: (action) => runButton(action.key as Button),
        // Free again once the customer has answered it, not only when its closing animation ends:
        // the next page's own failure, coming within that ~0.3 s (a back, then a read that fails at
        // once), was dropped as a second dialog, and that page said nothing but its inline note.
        onClose: () => {
          dialogOpen = false;
        },
        // Closed by the app (every dialog is cleared when the customer goes back: app/close-on-leave.ts).
        afterClose: () => {
          dialogOpen = false;
        },
      }),
    () => {
      // The dialog itself could not be downloaded (offline): the browser's box says the same.
      window.alert(reaction.code ? `${reaction.message}（错误代码：${reaction.code}）` : reaction.message);
      dialogOpen = false;
    },
  );
}
