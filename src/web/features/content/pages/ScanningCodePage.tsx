import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from '../../../app/router';
import { ContentPage } from '../components/ContentPage';
import { scanTarget } from '../lib/scan-target';
import '../components/pages.css';

type WxScan = {
  scanQRCode: (o: { needResult: 1; scanType: string[]; success: (r: { resultStr: string }) => void }) => void;
};
const wxSdk = () => (window as unknown as { wx?: Partial<WxScan> }).wx;

/**
 * Scans a QR code with the phone camera (getUserMedia + jsQR, loaded only on this
 * page), or with the messaging app's own scanner when its JS-SDK is present.
 * A link to this portal opens its page; anything else is shown as text.
 */
export default function ScanningCodePage() {
  const video = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);
  const frame = useRef(0);
  const [state, setState] = useState<'idle' | 'scanning' | 'denied' | 'unsupported'>('idle');
  const [result, setResult] = useState<string | null>(null);
  const navigate = useNavigate();

  // Each opening of the camera is one attempt; stopping ends the current one. A tap on 重新打开摄像头
  // while the camera is still opening, or leaving the page then, leaves an attempt that finds itself
  // stale once its camera opens and closes it: a second stream kept running after the page had gone.
  const attempt = useRef(0);

  const stop = useCallback(() => {
    attempt.current += 1;
    cancelAnimationFrame(frame.current);
    for (const track of stream.current?.getTracks() ?? []) track.stop();
    stream.current = null;
  }, []);

  const handle = useCallback(
    (text: string) => {
      stop();
      const target = scanTarget(text, window.location.origin);
      if ('route' in target) navigate(target.route);
      else setResult(target.text);
      setState('idle');
    },
    [navigate, stop],
  );

  const start = useCallback(async () => {
    stop();
    const mine = attempt.current;
    setResult(null);
    setState('idle');
    if (!navigator.mediaDevices?.getUserMedia) return setState('unsupported');
    try {
      const [media, { default: jsQR }] = await Promise.all([
        navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false }),
        import('jsqr'),
      ]);
      if (attempt.current !== mine) {
        for (const track of media.getTracks()) track.stop();
        return;
      }
      stream.current = media;
      const el = video.current;
      if (!el) return stop();
      el.srcObject = media;
      await el.play();
      if (attempt.current !== mine) return;
      setState('scanning');
      const canvas = document.createElement('canvas');
      const ctx = canvas.getContext('2d', { willReadFrequently: true });
      const tick = () => {
        if (attempt.current !== mine) return;
        if (ctx && el.readyState >= 2 && el.videoWidth) {
          canvas.width = el.videoWidth;
          canvas.height = el.videoHeight;
          ctx.drawImage(el, 0, 0);
          const img = ctx.getImageData(0, 0, canvas.width, canvas.height);
          const code = jsQR(img.data, img.width, img.height, { inversionAttempts: 'attemptBoth' });
          if (code?.data) return handle(code.data);
        }
        frame.current = requestAnimationFrame(tick);
      };
      frame.current = requestAnimationFrame(tick);
    } catch {
      if (attempt.current !== mine) return;
      stop();
      setState('denied');
    }
  }, [handle, stop]);

  useEffect(() => {
    void start();
    return stop;
  }, [start, stop]);

  const wx = wxSdk();
  return (
    <ContentPage title="扫一扫" className="cp">
      <section className="cp-card scan-box" aria-label="扫描二维码">
        <div className="scan-viewport">
          <video ref={video} muted playsInline aria-label="摄像头画面" />
          {state === 'scanning' && <span className="scan-frame" aria-hidden="true" />}
        </div>
        <p className="cp-meta" role="status">
          {state === 'scanning' && '请将二维码放入框内，识别后自动跳转'}
          {state === 'denied' && '无法打开摄像头：请在浏览器设置中允许使用摄像头后重试。'}
          {state === 'unsupported' && '当前浏览器不支持调用摄像头，请使用系统相机扫描。'}
          {state === 'idle' && !result && '正在打开摄像头...'}
        </p>
        {result !== null && (
          <div className="scan-result">
            <h2 className="cp-title">识别结果</h2>
            <p className="scan-text" data-testid="scan-result">
              {result}
            </p>
            <p className="cp-meta">这不是本站的链接，仅显示内容，不会自动打开。</p>
          </div>
        )}
        {state !== 'scanning' && (
          <button type="button" className="cp-primary scan-again" onClick={() => void start()}>
            {result !== null ? '再扫一次' : '重新打开摄像头'}
          </button>
        )}
        {wx?.scanQRCode && (
          <button
            type="button"
            className="cp-more"
            onClick={() =>
              wx.scanQRCode?.({ needResult: 1, scanType: ['qrCode'], success: (r) => handle(r.resultStr) })
            }
          >
            使用微信扫一扫
          </button>
        )}
      </section>
    </ContentPage>
  );
}
