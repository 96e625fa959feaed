import { useEffect, useRef, type DragEvent, type KeyboardEvent } from 'react';
import type { FieldType } from '../../engine/index.ts';
import type { OutlineItem, OutlineSection } from './outline.ts';
import { PALETTE_DRAG } from './palette.tsx';

// The outline (issue 60 item 1): a tree named 页面结构, a branch per list of the page and a leaf
// per field, column, search field, button and row action. ↑/↓ select, Alt+↑/↓ move the selected
// item, Delete removes it, Ctrl+D copies it; an item is dragged to its new place, a palette type
// dropped on a field goes before it. A node the engine's check faults is marked.

export interface NodeMark {
  severity: 'error' | 'warning';
  messages: string[];
}

export interface OutlineTreeProps {
  sections: OutlineSection[];
  selected: string | undefined;
  marks: ReadonlyMap<string, NodeMark>;
  onSelect(item: OutlineItem): void;
  onMove(item: OutlineItem, to: number): void;
  onDuplicate(item: OutlineItem): void;
  onDelete(item: OutlineItem): void;
  onDropType(type: FieldType, section: OutlineSection, index: number): void;
}

const ITEM_DRAG = 'application/x-studio-outline-item';

export function OutlineTree({ sections, selected, marks, onSelect, onMove, onDuplicate, onDelete, onDropType }: OutlineTreeProps) {
  const tree = useRef<HTMLUListElement>(null);
  const items = sections.flatMap((section) => section.items);
  const focusable = items.some((item) => item.key === selected) ? selected : items[0]?.key;

  // the selected node keeps the focus while the tree has it (after a move, a copy or a delete)
  useEffect(() => {
    const root = tree.current;
    if (!root || !root.contains(document.activeElement) || !selected) return;
    root.querySelector<HTMLElement>(`[data-node="${CSS.escape(selected)}"]`)?.focus();
  }, [selected, sections]);

  const onKeyDown = (event: KeyboardEvent) => {
    const at = items.findIndex((item) => item.key === selected);
    const item = items[at];
    if (!item) return;
    const section = sections.find((s) => s.kind === item.kind);
    const mod = event.ctrlKey || event.metaKey;
    let handled = true;
    if (event.altKey && event.key === 'ArrowUp') onMove(item, item.index - 1);
    else if (event.altKey && event.key === 'ArrowDown') onMove(item, item.index + 1);
    else if (event.key === 'ArrowDown' && items[at + 1]) onSelect(items[at + 1] as OutlineItem);
    else if (event.key === 'ArrowUp' && items[at - 1]) onSelect(items[at - 1] as OutlineItem);
    else if (event.key === 'Home' && items[0]) onSelect(items[0]);
    else if (event.key === 'End' && items.length) onSelect(items[items.length - 1] as OutlineItem);
    else if (event.key === 'Delete' || event.key === 'Backspace') onDelete(item);
    else if (mod && event.key.toLowerCase() === 'd' && section) onDuplicate(item);
    else handled = false;
    if (handled) event.preventDefault();
  };

  const drop = (section: OutlineSection, index: number) => (event: DragEvent) => {
    event.preventDefault();
    const type = event.dataTransfer.getData(PALETTE_DRAG);
    if (type && (section.kind === 'fields' || section.kind === 'search')) return onDropType(type as FieldType, section, index);
    const from = event.dataTransfer.getData(ITEM_DRAG);
    const moved = section.items.find((item) => item.key === from);
    if (moved) onMove(moved, Math.min(index, section.items.length - 1));
  };

  return (
    <ul ref={tree} role="tree" aria-label="页面结构" className="designer-tree" onKeyDown={onKeyDown}>
      {sections.map((section) => (
        <li key={section.key} role="treeitem" aria-expanded="true" aria-selected="false" aria-level={1} className="designer-section">
          <span className="designer-section-title" onDragOver={(event) => event.preventDefault()} onDrop={drop(section, section.items.length)}>
            {section.title}
            <span className="designer-count">{section.items.length}</span>
          </span>
          <ul role="group">
            {section.items.map((item) => {
              const mark = marks.get(item.key);
              return (
                <li
                  key={item.key}
                  role="treeitem"
                  aria-level={2}
                  aria-selected={item.key === selected}
                  aria-label={`${item.title}${item.detail ? ` ${item.detail}` : ''}${mark ? `（${mark.severity === 'error' ? '有错误' : '有提示'}）` : ''}`}
                  data-node={item.key}
                  tabIndex={item.key === focusable ? 0 : -1}
                  className={['designer-node', item.key === selected ? 'is-selected' : '', mark ? `has-${mark.severity}` : ''].join(' ')}
                  draggable
                  onDragStart={(event) => {
                    event.dataTransfer.setData(ITEM_DRAG, item.key);
                    event.dataTransfer.effectAllowed = 'move';
                  }}
                  onDragOver={(event) => event.preventDefault()}
                  onDrop={drop(section, item.index)}
                  onClick={() => onSelect(item)}
                  onKeyDown={(event) => event.key === 'Enter' && onSelect(item)}
                  onFocus={() => item.key !== selected && onSelect(item)}
                >
                  <span className="designer-node-title">{item.title}</span>
                  <span className="designer-node-detail">{item.detail}</span>
                  {mark && (
                    <span className={`designer-mark is-${mark.severity}`} title={mark.messages.join('\n')} aria-hidden="true">
                      {mark.severity === 'error' ? '错误' : '提示'}
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
        </li>
      ))}
    </ul>
  );
}
