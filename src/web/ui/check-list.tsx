import { CheckList, type CheckListProps } from 'antd-mobile';
import type { ReactNode } from 'react';
import { limitPicks } from './check-list-max';
import { toast } from './toast';

type CheckListValue = NonNullable<CheckListProps['value']>[number];

export interface LimitedCheckListProps extends Omit<CheckListProps, 'value' | 'onChange' | 'multiple'> {
  value: CheckListValue[];
  onChange: (value: CheckListValue[]) => void;
  /** The most items that may be picked. */
  max: number;
  children: ReactNode;
}

/** antd's CheckList (multiple) with a maximum: the pick past it is taken back and the customer told why. */
export function LimitedCheckList(props: LimitedCheckListProps) {
  const { value, onChange, max, ...rest } = props;
  return (
    <CheckList
      {...rest}
      multiple
      value={value}
      onChange={(next) => {
        const { value: kept, refused } = limitPicks(value, next, max);
        if (refused) toast(`最多可选择${max}项`);
        onChange(kept);
      }}
    />
  );
}
