import { Button, Input } from 'antd-mobile';
import { useState } from 'react';
import { groupbuy } from '../../../../shared/api/groupbuy';
import { isEmail, normaliseEmail } from '../../../../shared/rules';
import { api } from '../../../api/client';
import type { PromotionLink } from '../../../store/slices/groupbuy';
import { toast } from '../../../ui/toast';

/** A generated link: its QR code, the short link to copy or open, and sending it by e-mail. */
export function LinkResult(props: { link: PromotionLink }) {
  const { link } = props;
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link.shortUrl);
      toast('链接已复制');
    } catch {
      toast('请长按链接手动复制');
    }
  };
  const send = async () => {
    const to = normaliseEmail(email.trim());
    if (!isEmail(to)) return toast('请输入正确的电子邮箱');
    setSending(true);
    try {
      const sent = await api(groupbuy.tgsendEmail, { groupByNo: link.groupByNo, email: to });
      toast(`已发送至 ${sent.sentTo}`);
    } catch {
      // The client has shown why.
    } finally {
      setSending(false);
    }
  };
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
      <div className="form-field">
        <label className="form-field-label" htmlFor="gb-email">
          发送到邮箱
        </label>
        <div className="form-field-control">
          <Input id="gb-email" type="email" value={email} onChange={setEmail} placeholder="请输入电子邮箱" />
          {/* A full-size tap target beside the input, as the SMS code's button. */}
          <Button size="small" color="primary" className="code-button" loading={sending} onClick={send}>
            发送
          </Button>
        </div>
      </div>
    </section>
  );
}
