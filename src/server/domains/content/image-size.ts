/**
 * The intrinsic size of a content image, so every <img> gets width and height
 * and the page never shifts while images load. SVGs must declare width and
 * height; PNGs carry theirs in the IHDR chunk.
 */
export function imageSize(name: string, bytes: Buffer): { width: number; height: number } | { error: string } {
  if (name.endsWith('.svg')) {
    const head = bytes.subarray(0, 2000).toString('utf8');
    const tag = /<svg\b[^>]*>/.exec(head)?.[0];
    if (!tag) return { error: '不是 SVG 文件' };
    if (/<script|\son[a-z]+=|javascript:|href="http/i.test(bytes.toString('utf8')))
      return { error: 'SVG 不能含脚本、事件属性或外部链接' };
    const width = Number(/\swidth="(\d+)"/.exec(tag)?.[1]);
    const height = Number(/\sheight="(\d+)"/.exec(tag)?.[1]);
    if (!width || !height) return { error: 'SVG 须在根元素上写明 width 和 height（像素）' };
    return { width, height };
  }
  if (name.endsWith('.png')) {
    if (bytes.length < 24 || bytes.toString('latin1', 1, 4) !== 'PNG') return { error: '不是 PNG 文件' };
    if (bytes.length > 200 * 1024) return { error: 'PNG 超过 200KB，请压缩' };
    return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  }
  return { error: '只支持 .svg 和 .png' };
}
