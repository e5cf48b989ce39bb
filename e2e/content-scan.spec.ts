import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import QRCode from 'qrcode';
import { openRoute } from './helpers';

/**
 * /scanning-code with Chromium's fake camera fed a QR code: a link to this
 * portal opens its page. The camera file is written before the browser starts
 * (launch options are read when the worker launches it).
 */
const origin = process.env.PORTAL_E2E_URL ?? `http://127.0.0.1:${process.env.E2E_PORT ?? 3210}`;
const target = `${new URL(origin).origin}/home/#/help-center`;

/** One grey-scale frame (YUV 4:2:0) with the QR code drawn black on white in the middle, as a y4m video. */
function qrVideo(text: string): string {
  const W = 640;
  const H = 480;
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const size = qr.modules.size;
  const scale = Math.floor(360 / (size + 8));
  const left = Math.floor((W - size * scale) / 2);
  const top = Math.floor((H - size * scale) / 2);
  const y = Buffer.alloc(W * H, 235);
  for (let r = 0; r < size; r++)
    for (let c = 0; c < size; c++)
      if (qr.modules.get(r, c))
        for (let dy = 0; dy < scale; dy++)
          y.fill(
            16,
            (top + r * scale + dy) * W + left + c * scale,
            (top + r * scale + dy) * W + left + (c + 1) * scale,
          );
  const uv = Buffer.alloc((W / 2) * (H / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), y, uv]);
  const file = join(tmpdir(), `content-qr-${process.pid}.y4m`);
  writeFileSync(file, Buffer.concat([Buffer.from(`YUV4MPEG2 W${W} H${H} F10:1 Ip A1:1 C420jpeg\n`), frame, frame]));
  return file;
}

test.use({
  permissions: ['camera'],
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${qrVideo(target)}`,
    ],
  },
});

test('scanning a QR code of a portal link opens that page', async ({ page }) => {
  await openRoute(page, '/scanning-code');
  await expect(page).toHaveURL(/#\/help-center$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: '保单服务' })).toBeVisible();
});

test('inside the messaging app its own scanner is offered; a foreign code is shown as text, never opened', async ({
  page,
}) => {
  // The messaging app's browser: its JS-SDK is present and the page may not use the camera itself.
  await page.addInitScript(() => {
    const results = ['https://evil.example.net/home/#/policy-query', `${location.origin}/home/#/about-picc`];
    Object.assign(window, {
      wx: {
        scanQRCode: (o: { success: (r: { resultStr: string }) => void }) =>
          o.success({ resultStr: results.shift() ?? '' }),
      },
    });
    navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException('denied', 'NotAllowedError'));
  });
  await openRoute(page, '/scanning-code');
  await expect(page.getByRole('status')).toContainText('无法打开摄像头');
  await page.getByRole('button', { name: '使用微信扫一扫' }).click();
  await expect(page.getByTestId('scan-result')).toHaveText('https://evil.example.net/home/#/policy-query');
  await expect(page).toHaveURL(/#\/scanning-code$/);
  await page.getByRole('button', { name: '使用微信扫一扫' }).click();
  await expect(page).toHaveURL(/#\/about-picc$/);
});

test('a second tap while the camera is still opening leaves no camera running once the page is left', async ({
  page,
}) => {
  // A camera slow to open, and every stream it gave the page, to see which are still running.
  await page.addInitScript(() => {
    const devices = navigator.mediaDevices;
    const open = devices.getUserMedia.bind(devices);
    const given: MediaStream[] = [];
    Object.assign(window, { cameraStreams: given });
    devices.getUserMedia = async (constraints) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      const media = await open(constraints);
      given.push(media);
      return media;
    };
  });
  await openRoute(page, '/scanning-code');
  await page.getByRole('button', { name: '重新打开摄像头' }).click();
  const opened = () =>
    page.evaluate(() => (window as unknown as { cameraStreams: MediaStream[] }).cameraStreams.length);
  await expect.poll(opened, { timeout: 10_000 }).toBe(2);
  // Left for another page (unless the code in front of the camera was read first and opened its page).
  await page.evaluate(() => {
    if (window.location.hash === '#/scanning-code') window.location.hash = '#/about-picc';
  });
  await expect(page).toHaveURL(/#\/(about-picc|help-center)$/);
  const running = () =>
    page.evaluate(
      () =>
        (window as unknown as { cameraStreams: MediaStream[] }).cameraStreams
          .flatMap((s) => s.getTracks())
          .filter((t) => t.readyState === 'live').length,
    );
  await expect.poll(running).toBe(0);
});
