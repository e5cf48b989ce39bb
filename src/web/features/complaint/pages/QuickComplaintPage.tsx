import { PageHeader } from '../../../app/PageHeader';
import { Link, useSearchParams } from '../../../app/router';
import { FormalComplaintForm } from '../components/FormalComplaintForm';
import { QuickComplaintForm } from '../components/QuickComplaintForm';
import '../components/complaint.css';

/**
 * /quick-complaint: the quick form by default; `?form=formal` shows the formal
 * complaint (complainantInFo), which the help centre links to directly.
 */
export default function QuickComplaintPage() {
  const [params] = useSearchParams();
  const formal = params.get('form') === 'formal';
  return (
    <>
      <PageHeader title={formal ? '正式投诉' : '快速投诉'} />
      <main className="cx-page">
        <nav className="cx-tabs" aria-label="投诉方式">
          <Link to="/quick-complaint" replace aria-current={formal ? undefined : 'page'}>
            快速投诉
          </Link>
          <Link to="/quick-complaint?form=formal" replace aria-current={formal ? 'page' : undefined}>
            正式投诉
          </Link>
        </nav>
        <p className="cx-intro">
          {formal
            ? '正式投诉需填写投诉人及投保人身份信息，我们将在2个工作日内联系您。'
            : '留下联系方式和问题，客服专员将尽快回电处理。'}
        </p>
        {formal ? <FormalComplaintForm /> : <QuickComplaintForm />}
      </main>
    </>
  );
}
