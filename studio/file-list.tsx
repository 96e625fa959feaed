import { Badge, Menu, Tag } from 'antd';
import type { StudioFile } from './studio-api.ts';

// The effective schemas' files, by folder, each with its check-config status and where it comes
// from (内置: schemas/; 新增: SCHEMAS_DIR only; 已覆盖: SCHEMAS_DIR over a built-in file).

const SOURCE = { builtin: '内置', overlay: '新增', replaced: '已覆盖' } as const;

function status(file: StudioFile) {
  if (file.problems.length) return <Tag color="error">{file.problems.length} 处错误</Tag>;
  if (file.warnings.length) return <Tag color="warning">{file.warnings.length} 条提示</Tag>;
  return <Tag color="success">通过</Tag>;
}

const GROUPS = [
  { key: 'pages/', label: '页面（pages/）' },
  { key: 'menus/', label: '菜单（menus/）' },
  { key: 'help', label: '帮助条目' },
  { key: 'page-notes', label: '页面说明（随应用打包）' },
];

/** The name under its folder's heading: consult for pages/consult.json (help.json stays whole). */
const shortName = (name: string) => (name.includes('/') ? name.replace(/^(pages|menus)\//, '').replace(/\.json$/, '') : name);

export function FileList({ files, selected, dirty, onOpen }: { files: StudioFile[]; selected: string | undefined; dirty: boolean; onOpen(name: string): void }) {
  return (
    <Menu
      mode="inline"
      className="studio-files"
      aria-label="配置文件"
      selectedKeys={selected ? [selected] : []}
      defaultOpenKeys={GROUPS.map((g) => g.key)}
      onClick={({ key }) => onOpen(key)}
      items={GROUPS.map((group) => ({
        key: group.key,
        label: group.label,
        type: 'group' as const,
        children: files
          .filter((file) => file.name.startsWith(group.key))
          .map((file) => ({
            key: file.name,
            title: file.name,
            label: (
              <span className="studio-file" data-file={file.name}>
                <span className="studio-file-name">
                  {dirty && file.name === selected ? <Badge status="processing" text={shortName(file.name)} /> : shortName(file.name)}
                </span>
                <span className="studio-file-tags">
                  <Tag bordered={false}>{SOURCE[file.source]}</Tag>
                  {status(file)}
                </span>
              </span>
            ),
          })),
      }))}
    />
  );
}
