import { observer } from '@formily/react';
import { useQueryClient } from '@tanstack/react-query';
import { Cascader } from 'antd';
import { useEffect, useState } from 'react';
import type { SelectConfig, SelectOption } from '../../../engine/index.ts';
import { useFormServices } from '../services-context.tsx';
import { useFieldLabel } from './field-label.ts';
import { LOADING_LABEL, OptionsFailed } from './options-status.tsx';
import { optionsQuery, useOptions, useSourceQuery } from './use-options.ts';

type Id = string | number;
type Value = Id | Id[] | Id[][] | undefined;

interface Node {
  value: Id;
  label: string;
  isLeaf: boolean;
  children?: Node[] | undefined;
}

interface Props {
  source: SelectConfig | undefined;
  multiple: boolean;
  placeholder: string;
  value?: Value;
  onChange?: (value: Value) => void;
  disabled?: boolean;
}

function toNodes(options: readonly SelectOption[], level: number, source: SelectConfig): Node[] {
  const depth = source.depth ?? (source.child_source ? Infinity : 1);
  return options.map((option) => {
    const last = level + 1 >= depth;
    const children = option.children && !last ? toNodes(option.children, level + 1, source) : undefined;
    return { value: option.id, label: option.name, isLeaf: last || (!source.child_source && !children?.length), children };
  });
}

/** The path of ids to a value in the loaded tree (a need_last value is only the last id). */
function pathTo(nodes: readonly Node[], id: Id): Id[] | undefined {
  for (const node of nodes) {
    if (String(node.value) === String(id)) return [node.value];
    const below = node.children ? pathTo(node.children, id) : undefined;
    if (below) return [node.value, ...below];
  }
  return undefined;
}

/**
 * A cascading select (spec section 3, Select config): the first level from data_source, each
 * next level from child_source with the chosen id as child_query (default parent_id) and the
 * child_must_query values; depth levels at most; need_last keeps only the last id.
 */
export const CascadeSelect = observer(function CascadeSelect({ source, multiple, placeholder, value, onChange, disabled }: Props) {
  const { dataSource } = useFormServices();
  const top = useOptions(source);
  const childParams = useSourceQuery(source?.child_must_query);
  const queryClient = useQueryClient();
  const label = useFieldLabel();
  const [nodes, setNodes] = useState<Node[]>([]);
  useEffect(() => setNodes(source ? toNodes(top.options, 0, source) : []), [top.options, source]);
  if (!source) return null;

  const loadData = async (selected: Node[]) => {
    const target = selected[selected.length - 1];
    if (!target || !source.child_source || childParams === null) return;
    // through the cache: a level opened before (here or in another dialog) is not asked again
    const children = await queryClient.fetchQuery(optionsQuery(dataSource, source.child_source, { ...childParams, [source.child_query ?? 'parent_id']: target.value }));
    target.children = toNodes(children, selected.length, source);
    if (target.children.length === 0) target.isLeaf = true;
    setNodes((current) => [...current]);
  };

  const toPath = (one: Id | Id[]): Id[] => (Array.isArray(one) ? one : (pathTo(nodes, one) ?? [one]));
  const shown = value === undefined || value === null || value === '' ? undefined : multiple ? (value as (Id | Id[])[]).map(toPath) : toPath(value as Id | Id[]);
  const emit = (paths: Id[] | Id[][] | undefined) => {
    if (!paths || paths.length === 0) return onChange?.(undefined);
    const last = (path: Id[]) => path[path.length - 1] as Id;
    if (multiple) return onChange?.(source.need_last ? (paths as Id[][]).map(last) : (paths as Id[][]));
    onChange?.(source.need_last ? last(paths as Id[]) : (paths as Id[]));
  };

  // a saved path while its first level loads: 加载中…, not its bare ids ("1 / 5")
  const displayRender = top.loading
    ? (labels: string[], options?: (Node | null | undefined)[]) =>
        options?.some((option) => !option) ? LOADING_LABEL : (multiple ? labels.slice(-1) : labels).join(' / ')
    : undefined;
  const common = {
    'aria-label': label,
    displayRender,
    options: nodes,
    loadData: source.child_source ? (selected: Node[]) => void loadData(selected) : undefined,
    changeOnSelect: !source.need_last,
    showSearch: source.search,
    placeholder: top.loading ? '选项加载中…' : top.retry ? placeholder : top.notice || placeholder,
    disabled,
    style: { width: '100%' },
  };
  const cascader = multiple ? (
    <Cascader {...common} multiple value={shown as Id[][] | undefined} onChange={(paths) => emit(paths as Id[][])} />
  ) : (
    <Cascader {...common} value={shown as Id[] | undefined} onChange={(path) => emit(path as Id[] | undefined)} />
  );
  if (!top.retry) return cascader;
  return (
    <>
      {cascader}
      <OptionsFailed message={top.notice} onRetry={top.retry} retrying={top.loading} />
    </>
  );
});
