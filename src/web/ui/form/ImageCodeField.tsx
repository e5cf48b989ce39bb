import { useEffect, useRef, useState } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { platform } from '../../../shared/api/platform';
import { HOTLINE } from '../../../shared/constants';
import { newRequestId } from '../../../shared/envelope';
import { RESULT } from '../../../shared/result-codes';
import { ensureSession } from '../../api/client';
import { commonOf } from '../../api/request';
import { clearUuid, readUuid } from '../../api/session';
import { latestRead } from '../latest-read';
import { canRefreshImage, imageCodeUrl } from './countdown';
import { TextField } from './TextField';

/** The image a form shows, and what the customer and the form may do with it. */
export interface ImageCode {
  /** The random id of the image on show (createImage's `a`). */
  random: string;
  /** Images the customer asked for by tapping, this page; spec section 9 stops them at 30. */
  refreshes: number;
  /** The customer taps the image for another (until the cap). */
  refresh(): void;
  /** An answer used the image up: a new image, and the code typed for the old one is cleared. */
  renew(): void;
  /** The image on show has loaded: the server now holds its answer, and no other image's. */
  loaded(): void;
}

/**
 * The image whose answer the server holds: one per session, the last made. Two forms on one page
 * (the policy query's car and non-car tabs) each show their own, so loading one leaves the other
 * showing an image no answer can pass.
 */
let imageOnServer = '';

/**
 * The image code of one page's form. It lives in the page, not in the field,
 * so that neither a new image after an answer nor the field being hidden and
 * shown again resets the refresh cap. `clearCode` empties the typed code: an
 * answer to the old image could only be refused again. A form hidden behind another tab passes
 * `active`: shown again after the other tab's form loaded an image, it takes a new one of its own.
 */
export function useImageCode(clearCode: () => void, active = true): ImageCode {
  const [random, setRandom] = useState(newRequestId);
  const [refreshes, setRefreshes] = useState(0);
  // Whether the image on show (this random) has loaded: until then it is not stale, only coming.
  const shown = useRef(false);
  const next = () => {
    shown.current = false;
    setRandom(newRequestId());
  };
  const renew = () => {
    clearCode();
    next();
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: checked when the form is shown again or its image changes
  useEffect(() => {
    if (active && shown.current && imageOnServer !== random) renew();
  }, [active, random]);
  return {
    random,
    refreshes,
    refresh() {
      if (!canRefreshImage(refreshes)) return;
      setRefreshes((n) => n + 1);
      next();
    },
    renew,
    loaded() {
      shown.current = true;
      imageOnServer = random;
    },
  };
}

export interface ImageCodeFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label?: string;
  /**
   * The page's image (useImageCode). A form that renews the image after each
   * answer passes it; without it the field keeps its own, counted only while mounted.
   */
  image?: ImageCode;
}

/** Whether the image's address was refused for an ended session (its answer is then an envelope, not a picture). */
async function sessionEnded(url: string): Promise<boolean> {
  const response = await fetch(url);
  if (!(response.headers.get('content-type') ?? '').includes('json')) return false;
  return commonOf(await response.json())?.resultCode === RESULT.SESSION_EXPIRED;
}

/**
 * The 4-character, case-sensitive image code. The image comes from
 * createImage by URL (a random id and the session uuid); tapping it fetches a
 * new one, up to 30 times a page, after which the customer is asked to wait
 * and reload rather than hammer the server.
 */
export function ImageCodeField<T extends FieldValues>(props: ImageCodeFieldProps<T>) {
  const { label = '图形验证码' } = props;
  const [uuid, setUuid] = useState('');
  const own = useImageCode(() => undefined);
  const image = props.image ?? own;

  useEffect(() => {
    // No signal for the uuid call: its one answer is shared by every call of the session.
    return latestRead((signal) => {
      ensureSession()
        .then((value) => !signal.aborted && setUuid(value))
        .catch(() => undefined);
    });
  }, []);

  // The session now: another call may have renewed it since this field first read it (it expired while
  // the form was open), and an image is made for the session that will send the code.
  const current = readUuid() || uuid;
  const renewed = useRef(false);
  /**
   * An image that does not load may be one asked for under an ended session (a tab opened again days
   * later keeps its stored uuid): once a page, that is checked, and the session renewed, so the next
   * image loads; tapping for another could only be refused again, up to the refresh cap.
   */
  const onImageError = () => {
    if (renewed.current || !current) return;
    renewed.current = true;
    sessionEnded(imageCodeUrl(platform.createImage.path, current, image.random))
      .then(async (ended) => {
        if (!ended) return;
        // Unless a call renewed it meanwhile, the stored session is the ended one.
        if (readUuid() === current) clearUuid();
        setUuid(await ensureSession());
      })
      .catch(() => undefined);
  };

  const exhausted = !canRefreshImage(image.refreshes);

  return (
    <div className="image-code">
      <TextField
        control={props.control}
        name={props.name}
        label={label}
        rule="isVerificationCode"
        autoComplete="off"
        // Spec section 5: the placeholder asks to tell upper and lower case apart.
        placeholder="请输入，区分大小写"
        extra={
          <button
            type="button"
            className="image-code-button"
            onClick={image.refresh}
            disabled={exhausted || !current}
            aria-label={exhausted ? '图形验证码（已达刷新上限）' : '图形验证码，看不清？点击换一张'}
            data-track="image-code-refresh"
          >
            {current ? (
              <img
                src={imageCodeUrl(platform.createImage.path, current, image.random)}
                alt="图形验证码"
                onLoad={image.loaded}
                onError={onImageError}
              />
            ) : (
              '加载中'
            )}
          </button>
        }
      />
      {/* The full wording does not fit beside the label and the image on a 375 px phone: the rule goes below. */}
      {!exhausted && <p className="field-hint">4位字符，区分大小写；看不清可点击图片更换</p>}
      {exhausted && (
        <p className="field-hint" role="status">
          验证码刷新次数已达上限，请稍后刷新页面再试，或拨打客服热线 {HOTLINE}
        </p>
      )}
    </div>
  );
}
