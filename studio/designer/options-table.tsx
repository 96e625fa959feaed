import { Button, Input } from 'antd';

// The options of a select or radio as an editable table (issue 60 item 2): an id (what is
// submitted) and a name (what is shown) a row, rows added and removed; an id that is a number
// is written as a number.

interface Option {
  id: string | number;
  name: string;
  [key: string]: unknown;
}

const asOptions = (value: unknown): Option[] =>
  (Array.isArray(value) ? value : []).map((option) => (option !== null && typeof option === 'object' ? (option as Option) : { id: String(option), name: String(option) }));

const idOf = (text: string): string | number => (/^-?\d+$/.test(text.trim()) && text.trim().length < 16 ? Number(text.trim()) : text);

function nextId(options: Option[]): string | number {
  const numbers = options.map((option) => option.id).filter((id): id is number => typeof id === 'number');
  return numbers.length || !options.length ? Math.max(0, ...numbers) + 1 : `option_${options.length + 1}`;
}

export function OptionsTable({ value, onChange, labelledBy }: { value: unknown; onChange(value: unknown): void; labelledBy: string }) {
  const options = asOptions(value);
  const put = (index: number, patch: Partial<Option>) => onChange(options.map((option, i) => (i === index ? { ...option, ...patch } : option)));
  return (
    <div className="designer-options">
      <table aria-labelledby={labelledBy}>
        <thead>
          <tr>
            <th scope="col">id（提交的值）</th>
            <th scope="col">名称（显示的文字）</th>
            <th scope="col">
              <span className="designer-hidden-text">操作</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {options.map((option, index) => (
            <tr key={index}>
              <td>
                <Input size="small" aria-label={`第 ${index + 1} 项的 id`} value={String(option.id)} onChange={(event) => put(index, { id: idOf(event.target.value) })} />
              </td>
              <td>
                <Input size="small" aria-label={`第 ${index + 1} 项的名称`} value={option.name} onChange={(event) => put(index, { name: event.target.value })} />
              </td>
              <td>
                <Button size="small" type="text" danger aria-label={`删除第 ${index + 1} 项`} onClick={() => onChange(options.filter((_, i) => i !== index))}>
                  删除
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Button size="small" onClick={() => onChange([...options, { id: nextId(options), name: `选项${options.length + 1}` }])}>
        添加选项
      </Button>
    </div>
  );
}
