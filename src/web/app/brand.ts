import { HOTLINE } from '../../shared/constants';

/** The insurer as customers know it; one place to change it. */
export const INSURER_NAME = '中国人民财产保险股份有限公司';
export const INSURER_SHORT_NAME = '中国人保财险';
export const SITE_NAME = '中国人保财险客户服务';
export const HOTLINE_LABEL = `客服热线 ${HOTLINE}`;
/** Where /infomation-publish goes when the run-time configuration cannot be read. */
export const PUBLIC_DISCLOSURE_FALLBACK = 'https://www.epicc.com.cn/gongkaixinxipilu/';
