/** Business constants of spec section 9, in one place for both sides. */
export const HOTLINE = '95518';
export const HOTLINE_TEL = `tel:${HOTLINE}`;
export const DEFAULT_CHANNEL_NO = '2';
export const UUID_CHECK_TAIL = 8;
export const IMAGE_CODE_MAX_REFRESHES = 30;
export const PAGE_LOAD_TIMEOUT_MS = 120_000;
export const LOADING_HIDE_DELAY_MS = 1_000;
export const DATE_PICKER_YEARS = 10;
export const MOBILE_LENGTH = 11;
export const SMS_CODE_LENGTH = 6;
export const IMAGE_CODE_LENGTH = 4;
/** Text limits of spec section 5. */
export const TEXT_LIMITS = {
  returnCourierNo: 25,
  promoterName: 30,
  complaintName: 30,
  shoppingOrderNo: 30,
  insuredNameNoCar: 50,
  complaintIdNo: 50,
  plateNo: 50,
  email: 60,
  complaintContent: 300,
} as const;
/**
 * The longest answer to a questionnaire's text question that sets no limit of its
 * own. The spec names none (section 5 lists no survey field); 500 is what the
 * answer contract has always accepted, so answers already kept stay valid.
 */
export const SURVEY_TEXT_MAX_CHARS = 500;
/** Default city: Beijing, in the portal's 8-digit city code (GB/T 2260 code + "00"). */
export const DEFAULT_CITY_CODE = '11000000';
export const DEFAULT_CITY_NAME = '北京市';
export const PICKER_ITEM_HEIGHT = 36;
export const PICKER_VISIBLE_ITEMS = 5;
export const MODAL_Z_INDEX = 2000;
export const SESSION_STORAGE_KEY = 'noncar_rb_vuex';
export const TOAST_DURATION_MS = 3_000;
export const TOAST_WIDE_FROM_CHARS = 30;
export const INFINITE_SCROLL_THROTTLE_MS = 200;
export const PULL_TO_REFRESH_THRESHOLD = 70;
export const LOADING_TEXT = '加载中...';
export const MESSAGE_BOX_TITLE = '提示';
export const MESSAGE_BOX_OK = '确定';
export const MESSAGE_BOX_CANCEL = '取消';
export const PROMPT_INVALID_MESSAGE = '输入的数据不合法';
export const ROOT_FONT_BASE_PX = 50;
export const ROOT_FONT_BASE_WIDTH = 375;
export const ROOT_FONT_MIN_WIDTH = 320;
export const ROOT_FONT_MAX_WIDTH = 640;
/** The app is served under this path; routes live in the hash. */
export const APP_BASE_PATH = '/home/';

/**
 * Days before expiry from which a policy may be renewed online (RENEWAL_WINDOW_DAYS
 * overrides it). The home page's one-click renewal window uses the same rule, so
 * the pop-up never offers a renewal the renewal pages would refuse, or hides one
 * they would take.
 */
export const DEFAULT_RENEWAL_WINDOW_DAYS = 90;
