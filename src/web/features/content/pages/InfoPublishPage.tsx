import { useEffect, useState } from 'react';
import { platform } from '../../../../shared/api/platform';
import { HOTLINE, HOTLINE_TEL } from '../../../../shared/constants';
import { api } from '../../../api/client';
import { PUBLIC_DISCLOSURE_FALLBACK } from '../../../app/brand';
import { latestRead } from '../../../ui/latest-read';
import { ContentPage } from '../components/ContentPage';

/** Only web addresses are followed: a misconfigured `javascript:` or `data:` URL never is. */
export function safeExternalUrl(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * /infomation-publish (the spec's spelling): the public disclosure lives on
 * another site, whose address is run-time configuration. The browser is sent
 * there with location.replace, so Back returns to the page before this one.
 * If the configuration cannot be read, a link to the known address is offered.
 */
export default function InfoPublishPage() {
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    return latestRead((signal) => {
      api(platform.appConfig, {}, { signal })
        .then(({ publicDisclosureUrl }) => {
          const target = safeExternalUrl(publicDisclosureUrl);
          // Left before the address came: the customer is not sent away from where they went.
          if (signal.aborted) return;
          if (target) window.location.replace(target);
          else setFailed(true);
        })
        .catch(() => !signal.aborted && setFailed(true));
    });
  }, []);

  return (
    <ContentPage title="公开信息披露" className="redirect-note">
      {failed ? (
        <>
          <p role="alert">暂时无法自动跳转到公开信息披露页面。</p>
          <p>
            <a href={PUBLIC_DISCLOSURE_FALLBACK} rel="noopener" data-track="disclosure-fallback">
              点击前往公开信息披露页面
            </a>
          </p>
          <p>
            如有疑问，请拨打 <a href={HOTLINE_TEL}>客服热线 {HOTLINE}</a>
          </p>
        </>
      ) : (
        <p role="status">正在前往公开信息披露页面，请稍候…</p>
      )}
    </ContentPage>
  );
}
