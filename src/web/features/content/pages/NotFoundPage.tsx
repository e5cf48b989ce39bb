import { Button } from 'antd-mobile';
import { HOTLINE, HOTLINE_TEL } from '../../../../shared/constants';
import { useNavigate } from '../../../app/router';
import { ContentPage } from '../components/ContentPage';

function LostIllustration() {
  return (
    <svg className="status-illustration" viewBox="0 0 200 140" aria-hidden="true" focusable="false">
      <ellipse cx="100" cy="128" rx="70" ry="8" fill="#eee" />
      <path
        d="M100 20l44 16v32c0 30-19 50-44 58-25-8-44-28-44-58V36z"
        fill="#fff1f0"
        stroke="#c8000f"
        strokeWidth="4"
      />
      <text x="100" y="86" textAnchor="middle" fontSize="34" fontWeight="700" fill="#c8000f">
        404
      </text>
    </svg>
  );
}

/** Any address the portal does not have: say so kindly and offer the way home and the hotline. */
export default function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <ContentPage title="页面未找到" className="status-page">
      <LostIllustration />
      <h2 className="status-title">抱歉，您访问的页面不存在</h2>
      <p className="status-text">页面可能已经调整或地址有误。您可以返回首页重新选择服务，或拨打客服热线咨询。</p>
      <div className="status-actions">
        <Button
          color="primary"
          block
          size="large"
          onClick={() => navigate('/', { replace: true })}
          data-track="404-home"
        >
          返回首页
        </Button>
        <a className="status-link" href={HOTLINE_TEL} data-track="404-hotline">
          拨打客服热线 {HOTLINE}
        </a>
      </div>
    </ContentPage>
  );
}
