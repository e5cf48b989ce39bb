import { Button } from 'antd-mobile';
import { useForm } from 'react-hook-form';
import { delivery } from '../../../../shared/api/delivery';
import { RESIDENT_ID_TYPE } from '../../../../shared/codes';
import { normaliseFrame, normaliseIdNumber } from '../../../../shared/rules';
import { api } from '../../../api/client';
import { useNavigate } from '../../../app/router';
import { useAppStore } from '../../../store';
import { Card, CardPage } from '../../../ui/card-page';
import { type Choice, ChoiceSwitch } from '../../../ui/choice-switch';
import { IdDocumentFields } from '../../../ui/form/IdDocumentFields';
import { useKeptValues } from '../../../ui/form/kept-values';
import { TextField } from '../../../ui/form/TextField';
import { HotlineLink } from '../../../ui/hotline-link';
import { useOneAtATime, withLoading } from '../../../ui/loading';
import '../components/delivery.css';
import { markSearched } from '../components/last-search';

const DECK_CARD_CHOICES: Choice<'0' | '1'>[] = [
  { value: '0', text: '是，未上牌' },
  { value: '1', text: '否，已上牌' },
];

/** /order-delivery: find where the printed policy is, by ID number and frame tail. */
export default function OrderDeliveryPage() {
  const navigate = useNavigate();
  const saved = useAppStore((s) => s.delivery.searchData);
  const setDelivery = useAppStore((s) => s.setDelivery);
  const { control, handleSubmit, watch, setValue } = useForm({
    defaultValues: { ...saved, identifyType: saved.identifyType ?? RESIDENT_ID_TYPE },
  });
  const isDeckCard = watch('isDeckCard');
  // Kept as typed: the customer leaves to find the frame number on the policy or the car's papers, and
  // coming back finds what was typed.
  useKeptValues(watch, (searchData) => setDelivery({ searchData }));
  // One search per tap: each search that finds nothing counts towards the hour's lock-out, so a
  // double tap on a mistyped number counted two.
  const { busy, run } = useOneAtATime(async (v: typeof saved) => {
    const searchData = {
      identifyType: v.identifyType ?? RESIDENT_ID_TYPE,
      insurdIdentityNumber: normaliseIdNumber(v.insurdIdentityNumber),
      frameNo: normaliseFrame(v.frameNo),
      isDeckCard: v.isDeckCard,
    };
    // The last search's deliveries go with it: after a search that finds nothing, the list page
    // (browser forward) showed another car's deliveries under this search.
    setDelivery({ searchData, list: [], moreSecurityList: [] });
    try {
      const found = await withLoading(() => api(delivery.orderDelivery, searchData));
      setDelivery({ list: found.list, moreSecurityList: found.moreSecurityList });
      markSearched();
      navigate('/order-deliveryInfo');
    } catch {
      // The client has shown the reason.
    }
  });
  const submit = handleSubmit(run);
  return (
    <CardPage title="保单配送查询">
      <Card>
        <form className="dl-form" onSubmit={submit} noValidate aria-label="保单配送查询">
          <IdDocumentFields
            control={control}
            typeName="identifyType"
            numberName="insurdIdentityNumber"
            whose="被保险人"
          />
          <TextField
            control={control}
            name="frameNo"
            label="车架号后6位"
            rule="isSixFrame"
            placeholder="请输入车架号后6位"
          />
          <div className="dl-label" id="deck-label">
            是否为未上牌新车
          </div>
          <ChoiceSwitch
            labelledBy="deck-label"
            choices={DECK_CARD_CHOICES}
            value={isDeckCard}
            onChange={(v) => setValue('isDeckCard', v)}
          />
          <Button block type="submit" color="primary" size="large" className="dl-submit" loading={busy}>
            查询配送进度
          </Button>
        </form>
      </Card>
      <p className="dl-tip">
        温馨提示：纸质保单由快递公司配送，货到收费的保单由快递员先收取保费再派送保单。多次查询失败将暂停查询1小时。
      </p>
      <HotlineLink />
    </CardPage>
  );
}
