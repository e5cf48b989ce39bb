import svgCaptcha from 'svg-captcha';
import { IMAGE_CODE_LENGTH } from '../../shared/constants';
import { WrongCode } from './errors';
import { hashSecret, sameHash } from './hashing';
import type { Limiter } from './limits';
import type { Store } from './store';

export const IMAGE_POLICY = {
  expiresIn: 300,
  passTtl: 300,
  /** The page stops at 30 refreshes; the server allows a little more for several pages in one session. */
  perSession: { name: 'image-session', max: 60, windowSeconds: 600, message: '验证码刷新过于频繁，请稍后再试' },
} as const;

/**
 * Image codes: 4 characters, case-sensitive, single use, five minutes. Any
 * answer uses the image up, so guessing costs a new image each time, and images
 * per session are capped. A right answer leaves a single-use pass on the session.
 */
export function createImageCodes(deps: { store: Store; limiter: Limiter; secret: string }) {
  const { store, limiter, secret } = deps;
  const codeKey = (uuid: string) => `img:code:${uuid}`;
  const passKey = (uuid: string) => `img:pass:${uuid}`;

  return {
    /** A new image for the session; `imageId` is the client's `a` parameter. */
    async create(uuid: string, imageId: string): Promise<string> {
      await limiter.hit(IMAGE_POLICY.perSession, uuid);
      const captcha = svgCaptcha.create({
        size: IMAGE_CODE_LENGTH,
        // Characters people confuse on a small screen are left out.
        ignoreChars: '0oO1lIiLjJ9gqQ',
        noise: 2,
        color: true,
        background: '#f4f5f7',
        width: 120,
        height: 44,
      });
      await store.set(
        codeKey(uuid),
        JSON.stringify({ hash: hashSecret(secret, captcha.text), imageId }),
        IMAGE_POLICY.expiresIn,
      );
      return captcha.data;
    },

    /** Checks and uses up the image; `prePic`, when given, must name the image answered. */
    async check(uuid: string, code: string, prePic?: string): Promise<void> {
      const raw = await store.take(codeKey(uuid));
      if (!raw) throw new WrongCode('图形验证码已失效，请点击图片刷新');
      const saved = JSON.parse(raw) as { hash: string; imageId: string };
      const sameImage = !prePic || prePic === 'default' || prePic === saved.imageId;
      if (!sameImage || !sameHash(saved.hash, hashSecret(secret, code)))
        throw new WrongCode('图形验证码错误，请重新输入');
      await store.set(passKey(uuid), '1', IMAGE_POLICY.passTtl);
    },

    /** True once after a right answer: the protected call that follows takes the pass. */
    async takePass(uuid: string): Promise<boolean> {
      return (await store.take(passKey(uuid))) !== null;
    },
  };
}
export type ImageCodes = ReturnType<typeof createImageCodes>;
