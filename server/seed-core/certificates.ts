import type { Db } from '../db.ts';
import { tolerantSeedFiles } from '../seed-guard.ts';
import { writeSeedFile } from './library.ts';

// The electronic certificates of demo-school: SVG pictures written into
// DATA_DIR/uploads/certs (like the library pictures), seeded once per data folder.

const escapeXml = (text: string) => text.replace(/[<>&"]/g, (ch) => `&#${ch.charCodeAt(0)};`);

export const DEMO_CERTIFICATES = [
  { name: '阳光继教认证机构证书', cert_no: 'YGJJ-RZ-2026-000128', issued_at: '2026-03-18', color: '#c41d7f' },
  { name: '民办学校办学许可证', cert_no: '教民 111010870000123 号', issued_at: '2025-09-01', color: '#096dd9' },
  { name: '2025 年度优秀合作院校', cert_no: 'YGJJ-RY-2025-0036', issued_at: '2026-01-12', color: '#d48806' },
  { name: '助学通服务合作证书', cert_no: 'ZXT-HZ-2025-0417', issued_at: '2025-11-20', color: '#08979c' },
] as const;

/** A landscape 800×560 certificate: frame, title, holder, number, date and a red seal. */
export function certificateSvg(cert: { name: string; cert_no: string; issued_at: string; color: string }, holder: string): string {
  const [year, month, day] = cert.issued_at.split('-');
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="560" viewBox="0 0 800 560">',
    '<rect width="800" height="560" fill="#fffdf5"/>',
    `<rect x="18" y="18" width="764" height="524" fill="none" stroke="${cert.color}" stroke-width="8"/>`,
    `<rect x="34" y="34" width="732" height="492" fill="none" stroke="${cert.color}" stroke-width="2" opacity="0.6"/>`,
    `<text x="400" y="130" text-anchor="middle" fill="${cert.color}" font-size="44" font-family="serif" font-weight="bold">${escapeXml(cert.name)}</text>`,
    `<text x="400" y="230" text-anchor="middle" fill="#262626" font-size="30" font-family="serif">${escapeXml(holder)}</text>`,
    '<line x1="200" y1="245" x2="600" y2="245" stroke="#8c8c8c" stroke-width="1"/>',
    '<text x="400" y="300" text-anchor="middle" fill="#595959" font-size="20" font-family="sans-serif">特发此证，以资证明。</text>',
    `<text x="110" y="440" fill="#595959" font-size="18" font-family="sans-serif">证书编号：${escapeXml(cert.cert_no)}</text>`,
    `<text x="110" y="475" fill="#595959" font-size="18" font-family="sans-serif">发证日期：${year}年${month}月${day}日</text>`,
    '<circle cx="620" cy="430" r="70" fill="none" stroke="#cf1322" stroke-width="5" opacity="0.85"/>',
    '<text x="620" y="425" text-anchor="middle" fill="#cf1322" font-size="20" font-family="serif" opacity="0.85">阳光继教</text>',
    '<text x="620" y="455" text-anchor="middle" fill="#cf1322" font-size="16" font-family="serif" opacity="0.85">认证专用章</text>',
    '</svg>',
  ].join('');
}

/**
 * Seeds demo-school's certificates once per data folder (seed_runs 'certificates'), writing
 * their pictures under `dataDir` (none for an in-memory database). New accounts get none.
 */
export function seedCertificates(db: Db, dataDir: string | undefined): void {
  if (db.prepare("SELECT 1 FROM seed_runs WHERE name = 'certificates'").get()) return;
  const account = db.prepare("SELECT a.id, coalesce(s.name, a.nick_name) AS holder FROM accounts a LEFT JOIN schools s ON s.id = a.school_id WHERE a.user_name = 'demo-school'").get() as
    | { id: number; holder: string }
    | undefined;
  // a picture that cannot be written is reported, never fatal (seed-guard.ts)
  const files = dataDir ? tolerantSeedFiles(dataDir, writeSeedFile) : undefined;
  db.transaction(() => {
    if (account) {
      const insert = db.prepare('INSERT INTO certificates (account_id, name, cert_no, issued_at, image) VALUES (?, ?, ?, ?, ?)');
      DEMO_CERTIFICATES.forEach((cert, i) => {
        const relative = `certs/cert-${i + 1}.svg`;
        const image = files ? files.file(relative, certificateSvg(cert, account.holder)) : `uploads/${relative}`;
        insert.run(account.id, cert.name, cert.cert_no, cert.issued_at, image);
      });
    }
    db.prepare("INSERT INTO seed_runs (name) VALUES ('certificates')").run();
  })();
  files?.done();
}
