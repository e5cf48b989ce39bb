import { Button } from 'antd-mobile';
import { useForm } from 'react-hook-form';
import { groupbuy } from '../../../../shared/api/groupbuy';
import { normaliseEmail } from '../../../../shared/rules';
import { api } from '../../../api/client';
import type { PromotionLink } from '../../../store/slices/groupbuy';
import { TextField } from '../../../ui/form/TextField';
import { useOneAtATime } from '../../../ui/loading';
import { toast } from '../../../ui/toast';

/** A generated link: its QR code, the short link to copy or open, and sending it by e-mail. */
export function LinkResult(props: { link: PromotionLink }) {
  const { link } = props;
  // The address is checked as every e-mail field checks it (TextField, rule isEmail: at most 60 characters
  // once cleaned, the server's field.email), and the reason shows under the field, on leaving it and on 发送,
  // rather than in a toast that is gone in three seconds.
  const { control, handleSubmit } = useForm<{ email: string }>({ mode: 'onTouched', defaultValues: { email: '' } });
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link.shortUrl);
      toast('链接已复制');
    } catch {
      toast('请长按链接手动复制');
    }
  };
  // One send at a time, as every form's submit (useOneAtATime): a double tap within a frame sends once.
  const { busy, run } = useOneAtATime(async (form: { email: string }) => {
    try {
      const to = normaliseEmail(form.email.trim());
      const sent = await api(groupbuy.tgsendEmail, { groupByNo: link.groupByNo, email: to });
      toast(`已发送至 ${sent.sentTo}`);
    } catch {
      // The client has shown why.
    }
  });
  const send = handleSubmit(run);
  return (
    <section className="gb-card" aria-label="推广链接" data-testid="link-result">
      <h2>
        {link.promoteProduct}推广链接{link.reused ? '（已生成过，沿用原链接）' : '已生成'}
      </h2>
      <img className="gb-qr" src={link.qrDataUrl} alt={`推广二维码，编号${link.groupByNo}`} />
      <p>
        推广编号 <strong data-testid="group-by-no">{link.groupByNo}</strong> · {link.comName}
      </p>
      <a className="gb-link" href={link.shortUrl} data-testid="short-url">
        {link.shortUrl}
      </a>
      <div className="gb-row">
        <Button color="primary" fill="outline" onClick={copy}>
          复制链接
        </Button>
        <Button color="primary" fill="outline" onClick={() => window.location.assign(link.shortUrl)}>
          打开链接
        </Button>
      </div>
      <TextField
        control={control}
        name="email"
        label="发送到邮箱"
        rule="isEmail"
        type="email"
        inputMode="email"
        placeholder="请输入电子邮箱"
        extra={
          // A full-size tap target beside the input, as the SMS code's button.
          <Button size="small" color="primary" className="code-button" loading={busy} onClick={send}>
            发送
          </Button>
        }
      />
    </section>
  );
}
