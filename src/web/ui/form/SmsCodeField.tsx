import { Button } from 'antd-mobile';
import { useEffect, useState } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { platform, type SmsPurpose } from '../../../shared/api/platform';
import { isMobile, normaliseMobile } from '../../../shared/rules';
import { api } from '../../api/client';
import { toast } from '../toast';
import { SMS_RESEND_SECONDS, smsButtonText } from './countdown';
import { TextField } from './TextField';

export interface SmsCodeFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  /** The mobile the code goes to, as currently typed in the form. */
  mobile: string;
  /** What the code is for: a code sent for one purpose proves nothing else. */
  purpose: SmsPurpose;
  label?: string;
}

/**
 * The 6-digit SMS code with its send button: sends through platform.getSMSCode,
 * then counts down (60 s, or longer if the server says so) before allowing
 * another send.
 */
export function SmsCodeField<T extends FieldValues>(props: SmsCodeFieldProps<T>) {
  const { mobile, purpose, label = '短信验证码' } = props;
  const [secondsLeft, setSecondsLeft] = useState(0);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = window.setTimeout(() => setSecondsLeft((s) => s - 1), 1_000);
    return () => window.clearTimeout(timer);
  }, [secondsLeft]);

  const send = async () => {
    const number = normaliseMobile(mobile.trim());
    if (!isMobile(number)) {
      toast('请先输入正确的手机号码');
      return;
    }
    setSending(true);
    try {
      const answer = await api(platform.getSMSCode, { mobile: number, purpose });
      setSecondsLeft(Math.max(SMS_RESEND_SECONDS, Math.ceil(answer.resendAfter)));
      toast(`验证码已发送至 ${answer.maskedMobile}`);
    } catch {
      // The client has shown why; the button stays available.
    } finally {
      setSending(false);
    }
  };

  return (
    <TextField
      control={props.control}
      name={props.name}
      label={label}
      rule="isSmsValidCode"
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      placeholder="请输入6位短信验证码"
      extra={
        <Button
          size="small"
          color="primary"
          fill="outline"
          className="code-button"
          disabled={secondsLeft > 0 || sending}
          loading={sending}
          onClick={send}
          data-track="sms-send"
        >
          {smsButtonText(secondsLeft)}
        </Button>
      }
    />
  );
}
