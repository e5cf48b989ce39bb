import { useEffect, useState } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { platform } from '../../../shared/api/platform';
import { newRequestId } from '../../../shared/envelope';
import { api } from '../../api/client';
import { ensureUuid } from '../../api/session';
import { canRefreshImage, imageCodeUrl } from './countdown';
import { TextField } from './TextField';

export interface ImageCodeFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label?: string;
}

/**
 * The 4-character, case-sensitive image code. The image comes from
 * createImage by URL (a random id and the session uuid); tapping it fetches a
 * new one, up to 30 times a visit, after which the customer is asked to wait
 * and reload rather than hammer the server.
 */
export function ImageCodeField<T extends FieldValues>(props: ImageCodeFieldProps<T>) {
  const { label = '图形验证码' } = props;
  const [uuid, setUuid] = useState('');
  const [refreshes, setRefreshes] = useState(0);
  const [random, setRandom] = useState(newRequestId);

  useEffect(() => {
    let alive = true;
    ensureUuid(() => api(platform.uuid, {}).then((a) => a.uuid))
      .then((value) => alive && setUuid(value))
      .catch(() => undefined);
    return () => {
      alive = false;
    };
  }, []);

  const exhausted = !canRefreshImage(refreshes);
  const refresh = () => {
    if (exhausted) return;
    setRefreshes((n) => n + 1);
    setRandom(newRequestId());
  };

  return (
    <div className="image-code">
      <TextField
        control={props.control}
        name={props.name}
        label={label}
        rule="isVerificationCode"
        autoComplete="off"
        placeholder="请输入验证码"
        extra={
          <button
            type="button"
            className="image-code-button"
            onClick={refresh}
            disabled={exhausted || !uuid}
            aria-label={exhausted ? '图形验证码（已达刷新上限）' : '图形验证码，看不清？点击换一张'}
            data-track="image-code-refresh"
          >
            {uuid ? <img src={imageCodeUrl(platform.createImage.path, uuid, random)} alt="图形验证码" /> : '加载中'}
          </button>
        }
      />
      {/* The full wording does not fit beside the label and the image on a 375 px phone: the rule goes below. */}
      {!exhausted && <p className="field-hint">4位字符，区分大小写；看不清可点击图片更换</p>}
      {exhausted && (
        <p className="field-hint" role="status">
          验证码刷新次数已达上限，请稍后刷新页面再试，或拨打客服热线 95518
        </p>
      )}
    </div>
  );
}
