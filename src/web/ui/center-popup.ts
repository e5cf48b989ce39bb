/** antd's CenterPopup on its own, for pages that load it lazily (a package-wide dynamic import would fetch all of antd-mobile). */
export { CenterPopup } from 'antd-mobile';
