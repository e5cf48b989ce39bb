import { Button } from 'antd-mobile';
import { useState } from 'react';
import { RULES } from '../../../../shared/rules';
import { useNavigate } from '../../../app/router';
import { useAppStore } from '../../../store';
import { Card, CardPage } from '../../../ui/card-page';
import '../components/newcar.css';
import { PlateInput } from '../components/PlateInput';
import { PolicyCard } from '../components/PolicyCard';
import { StartOver } from '../components/StartOver';

/** /newcar-addInfo: the plate the vehicle was registered with. */
export default function NewcarAddInfoPage() {
  const state = useAppStore((s) => s.newcar);
  const setNewcar = useAppStore((s) => s.setNewcar);
  const navigate = useNavigate();
  const [plate, setPlate] = useState(state.form.licenseNo || '京');
  const [error, setError] = useState('');
  if (!state.policy)
    return (
      <CardPage className="nc-page" title="填写车牌号">
        <StartOver />
      </CardPage>
    );
  const next = () => {
    const clean = RULES.isLicense.normalise(plate);
    if (clean.length <= 1) return setError(RULES.isLicense.requiredMessage);
    if (!RULES.isLicense.test(clean)) return setError(RULES.isLicense.message);
    setNewcar({ form: { ...state.form, licenseNo: clean } });
    navigate('/cpwriting-endorse');
  };
  return (
    <CardPage className="nc-page" title="填写车牌号">
      <PolicyCard policy={state.policy} />
      <Card label="车牌号">
        <PlateInput
          value={plate}
          error={error}
          onChange={(v) => {
            setPlate(v);
            setError('');
          }}
        />
        <p className="nc-tip">请按机动车行驶证填写，新能源车牌为8位（如 京AD12345）。</p>
        <Button block color="primary" size="large" className="nc-submit" onClick={next}>
          下一步
        </Button>
      </Card>
    </CardPage>
  );
}
