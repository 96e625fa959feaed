import fs from 'node:fs';
import path from 'node:path';

// The image library: 25 tags and 40 small SVG pictures written into DATA_DIR/uploads/library,
// and the school logos and avatars of the seeded accounts (DATA_DIR/uploads/seed).

export const LIBRARY_TAGS = [
  '校园风光', '教学楼', '图书馆', '实验室', '运动场', '学生宿舍', '食堂', '毕业典礼', '课堂教学', '学生活动',
  '专家讲座', '证书展示', '荣誉墙', '校门', '礼堂', '艺术设计', '信息技术', '医学护理', '工程建筑', '经济管理',
  '外语学习', '体育健身', '校园夜景', '春季', '秋季',
];

const PALETTE = [
  ['#1677ff', '#69b1ff'], ['#13c2c2', '#87e8de'], ['#52c41a', '#b7eb8f'], ['#fa8c16', '#ffd591'],
  ['#eb2f96', '#ffadd2'], ['#722ed1', '#d3adf7'], ['#2f54eb', '#adc6ff'], ['#a0d911', '#eaff8f'],
];

const escapeXml = (text: string) => text.replace(/[<>&"]/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** A 320x200 picture: a gradient sky, hills, a building and a caption. */
export function pictureSvg(index: number, caption: string): string {
  const [dark, light] = PALETTE[index % PALETTE.length] as [string, string];
  const w = 60 + (index % 5) * 14;
  const x = 40 + ((index * 37) % 180);
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="200" viewBox="0 0 320 200">',
    `<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="#ffffff"/></linearGradient></defs>`,
    '<rect width="320" height="200" fill="url(#g)"/>',
    `<circle cx="${260 - (index % 4) * 30}" cy="42" r="18" fill="#fff7d6" opacity="0.9"/>`,
    `<path d="M0 150 Q80 ${110 + (index % 3) * 10} 160 150 T320 145 V200 H0 Z" fill="${dark}" opacity="0.35"/>`,
    `<rect x="${x}" y="${96 - (index % 3) * 8}" width="${w}" height="${70 + (index % 3) * 8}" fill="${dark}" opacity="0.85"/>`,
    `<polygon points="${x - 6},${96 - (index % 3) * 8} ${x + w / 2},${70 - (index % 3) * 8} ${x + w + 6},${96 - (index % 3) * 8}" fill="${dark}"/>`,
    ...Array.from({ length: 3 }, (_, i) => `<rect x="${x + 10 + i * (w / 3.4)}" y="${110 - (index % 3) * 8}" width="10" height="14" fill="#ffffff" opacity="0.8"/>`),
    '<rect x="0" y="170" width="320" height="30" fill="#000000" opacity="0.35"/>',
    `<text x="12" y="190" fill="#ffffff" font-size="14" font-family="sans-serif">${escapeXml(caption)}</text>`,
    '</svg>',
  ].join('');
}

/** A round 120x120 logo with the first character of `name`. */
export function logoSvg(index: number, name: string): string {
  const [dark, light] = PALETTE[index % PALETTE.length] as [string, string];
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" viewBox="0 0 120 120">',
    `<circle cx="60" cy="60" r="58" fill="${dark}" stroke="${light}" stroke-width="4"/>`,
    `<text x="60" y="78" text-anchor="middle" fill="#ffffff" font-size="52" font-family="sans-serif">${escapeXml([...name][0] ?? '校')}</text>`,
    '</svg>',
  ].join('');
}

/** Writes `svg` to DATA_DIR/uploads/<relative> (once) and gives the stored path 'uploads/…'. */
export function writeSeedFile(dataDir: string, relative: string, svg: string): string {
  const file = path.join(dataDir, 'uploads', relative);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, svg);
  }
  return `uploads/${relative}`;
}

/** The 40 library pictures: caption and the indexes (into LIBRARY_TAGS) of 1 to 3 tags. */
export function libraryPictures(): { caption: string; tags: number[] }[] {
  return Array.from({ length: 40 }, (_, i) => {
    const first = i % LIBRARY_TAGS.length;
    const tags = [first];
    if (i % 2 === 0) tags.push((first + 7) % LIBRARY_TAGS.length);
    if (i % 5 === 0) tags.push((first + 13) % LIBRARY_TAGS.length);
    return { caption: `${LIBRARY_TAGS[first]} ${String(i + 1).padStart(2, '0')}`, tags };
  });
}
