import { useEffect, useState } from 'react';
import { service } from '../../../../shared/api/service';
import { apiBlob } from '../../../api/client';
import { latestRead } from '../../../ui/latest-read';

/** An image of the conversation, fetched with the credentials in the body (never in a URL). */
export function ChatImage(props: { fileId: string; signid?: string; token?: string; agentToken?: string }) {
  const { fileId, signid, token, agentToken } = props;
  const [src, setSrc] = useState('');
  useEffect(() => {
    return latestRead((signal) => {
      let url = '';
      apiBlob(service.fileContent, { fileId, ...(agentToken ? { agentToken } : { signid, token }) }, { signal })
        .then((blob) => {
          // An image no longer shown gets no object URL: nothing would release it.
          if (signal.aborted) return;
          url = URL.createObjectURL(blob);
          setSrc(url);
        })
        .catch(() => undefined);
      return () => {
        if (url) URL.revokeObjectURL(url);
      };
    });
  }, [fileId, signid, token, agentToken]);
  return src ? (
    <img className="chat-image" src={src} alt="图片消息" />
  ) : (
    <span className="chat-image-loading">图片加载中…</span>
  );
}
