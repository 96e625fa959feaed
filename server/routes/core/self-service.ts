import type { Hono } from 'hono';
import type { contracts } from '../../../engine/index.ts';
import { ROUTE_PATHS, type Tool, type z } from '../../../engine/index.ts';
import type { AppDeps } from '../../deps.ts';
import { requireAccount } from '../../auth.ts';
import { ok } from '../../http.ts';
import { seedCertificates } from '../../seed-core/certificates.ts';
import { seedSafely } from '../../seed-guard.ts';
import { certUrlKey, signCertPath } from './cert-urls.ts';
import { mountRoles } from './roles.ts';
import { dataDirOf } from './util.ts';

// The self-service calls of the home screens (server/README.md): the organisation's electronic
// certificates, the toolbox and the admins' roles.

/** The toolbox: `path` pages open in the app when the account's menu has them, `url` in a new tab. */
export const TOOLS: readonly Tool[] = [
  { id: 1, name: '账户充值', desc: '为账户余额充值，余额用于助学通与推广服务', icon: 'wallet', path: ROUTE_PATHS.recharge },
  { id: 2, name: '通知中心', desc: '查看平台发送的全部通知', icon: 'bell', path: ROUTE_PATHS.messages },
  { id: 3, name: '电子证书', desc: '查看并下载机构的电子证书', icon: 'trophy', path: ROUTE_PATHS.certificates },
  { id: 4, name: '角色权限', desc: '设置管理员角色及其可用的菜单', icon: 'key', path: ROUTE_PATHS.roles },
  { id: 5, name: '个人中心', desc: '修改昵称、密码、手机号与头像', icon: 'user', path: ROUTE_PATHS.profile },
  { id: 6, name: '学信网', desc: '中国高等教育学生信息网，学历查询与认证', icon: 'global', url: 'https://www.chsi.com.cn/' },
  { id: 7, name: '草料二维码', desc: '把招生链接生成二维码，印在海报上', icon: 'qrcode', url: 'https://cli.im/' },
  { id: 8, name: '企业信用信息公示', desc: '国家企业信用信息公示系统，查询合作机构', icon: 'audit', url: 'https://www.gsxt.gov.cn/' },
];

export function mountSelfService(api: Hono, deps: AppDeps): void {
  const { db } = deps;
  const dataDir = db.name === ':memory:' ? undefined : dataDirOf(db);
  seedSafely('演示证书', 'the demo certificates', () => seedCertificates(db, dataDir));
  const auth = requireAccount(db);
  const key = certUrlKey(dataDir);

  api.get('/organization/certificates', auth, (c) => {
    const rows = db
      .prepare('SELECT id, name, cert_no, issued_at, image, file FROM certificates WHERE account_id = ? ORDER BY issued_at DESC, id DESC')
      .all(c.get('account').id) as { id: number; name: string; cert_no: string; issued_at: string; image: string; file: string | null }[];
    return ok(
      c,
      // each file at a URL of its own that expires (cert-urls.ts): /uploads/certs answers nothing else
      rows.map(({ file, image, ...row }) => ({ ...row, image: signCertPath(key, image), ...(file ? { file: signCertPath(key, file) } : {}) })) satisfies z.input<
        typeof contracts.certificates
      >,
    );
  });

  api.get('/organization/tools', auth, (c) => ok(c, TOOLS));

  mountRoles(api, deps);
}
