import { Button } from 'antd';
import type { FieldType } from '../../engine/index.ts';
import type { PaletteItem } from './schema-nav.ts';

// The palette (issue 60 item 1): a list named 字段类型, an item per type of the engine's registry,
// named by its Chinese name and described by its JSON Schema's one line. Click (or Enter) chooses
// a type, 添加字段 adds it after the selected field; a double click adds at once, and an item can
// be dragged onto the page's structure.

/** The drag's data type: a palette item carries its field type. */
export const PALETTE_DRAG = 'application/x-studio-field-type';

export interface PaletteProps {
  items: PaletteItem[];
  chosen: FieldType;
  onChoose(type: FieldType): void;
  onAdd(type: FieldType): void;
  /** Where 添加字段 puts the field, in words: 「届别」之后. */
  where: string;
}

export function Palette({ items, chosen, onChoose, onAdd, where }: PaletteProps) {
  const current = items.find((item) => item.type === chosen);
  return (
    <div className="designer-palette">
      <h2 className="designer-heading" id="designer-palette-title">
        字段类型
      </h2>
      <ul className="designer-types" aria-label="字段类型">
        {items.map((item) => (
          <li key={item.type} aria-label={item.title} title={item.description}>
            <button
              type="button"
              className={item.type === chosen ? 'designer-type is-chosen' : 'designer-type'}
              aria-pressed={item.type === chosen}
              aria-describedby={`designer-type-${item.type}`}
              draggable
              onDragStart={(event) => {
                event.dataTransfer.setData(PALETTE_DRAG, item.type);
                event.dataTransfer.effectAllowed = 'copy';
              }}
              onClick={() => onChoose(item.type)}
              onDoubleClick={() => onAdd(item.type)}
            >
              {item.title}
            </button>
            <span id={`designer-type-${item.type}`} hidden>
              {item.description}
            </span>
          </li>
        ))}
      </ul>
      <p className="designer-type-help" aria-live="polite">
        {current ? `${current.title}：${current.description}` : ''}
      </p>
      <Button type="primary" block onClick={() => onAdd(chosen)}>
        添加字段
      </Button>
      <p className="designer-where">{`将添加「${current?.title ?? ''}」到${where}`}</p>
    </div>
  );
}
