/**
 * A formal complaint about motor insurance that passes every check (tests only): the
 * contract's tests parse it, the complaint API tests submit it.
 */
export const formalComplaintForm = (over: Record<string, unknown> = {}) => ({
  type: 'formal' as const,
  insuranceType: '1',
  complainantName: '李华',
  sex: '2',
  complainantIdType: '01',
  complainantIdNo: '11010519491231002X',
  insuranceRelationship: '1',
  phoneNumber: '13722223333',
  complainantIdentity: '02',
  appliName: '李华',
  appliNoType: '01',
  appliNo: '11010519491231002X',
  city: '11010000',
  organization: '11000000',
  carNumber: '京A12345',
  card: '',
  content: '车损定损金额明显偏低，申请复核。',
  ...over,
});
