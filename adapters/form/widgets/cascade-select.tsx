import { observer } from '@formily/react';
import { useQueryClient } from '@tanstack/react-query';
import { Cascader } from 'antd';
import { useMemo, useState } from 'react';
import type { SelectConfig, SelectOption } from '../../../engine/index.ts';
import { useFormServices } from '../../ui/index.ts';
import { useFieldLabel } from './field-label.ts';
import { LOADING_LABEL, OptionsFailed } from './options-status.tsx';
import { namesOf, usePinyinMatch } from './pinyin-search.ts';
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

/** The Cascader's nodes to `depth` levels; `lazy` (a child_source) leaves a node with no children open. */
function toNodes(options: readonly SelectOption[], level: number, depth: number, lazy: boolean): Node[] {
  return options.map((option) => {
    const last = level + 1 >= depth;
    const children = option.children && !last ? toNodes(option.children, level + 1, depth, lazy) : undefined;
    return { value: option.id, label: option.name, isLeaf: last || (!lazy && !children?.length), children };
  });
}

/**
 * The path of ids to a value in the loaded tree (a need_last value is only the last id); the
 * deepest where a code stands at two levels (东莞市 441900 is its city and its one county).
 */
function pathTo(nodes: readonly Node[], id: Id): Id[] | undefined {
  let found: Id[] | undefined;
  for (const node of nodes) {
    const below = node.children ? pathTo(node.children, id) : undefined;
    if (below) return [node.value, ...below];
    if (!found && String(node.value) === String(id)) found = [node.value];
  }
  return found;
}

/**
 * A cascading select (spec section 3, Select config): the first level from data_source, each
 * next level from child_source with the chosen id as child_query (default parent_id) and the
 * child_must_query values; depth levels at most; need_last keeps only the last id. Searched by
 * characters or pinyin; a choice shows its whole path (北京市 / 市辖区 / 海淀区).
 */
export const CascadeSelect = observer(function CascadeSelect({ source, multiple, placeholder, value, onChange, disabled }: Props) {
  const { dataSource } = useFormServices();
  const top = useOptions(source);
  const childParams = useSourceQuery(source?.child_must_query);
  const queryClient = useQueryClient();
  const label = useFieldLabel();
  // drawn from the options at once, not in an effect that draws the whole tree a second time, and
  // kept while the options and the two keys it reads stay (Formily hands a fresh `source` copy at
  // each draw: the tree of 3,000 counties was copied, and drawn twice, at every change of the
  // form). A level loaded below (loadData) gives the Cascader a new top list, so that it reads it.
  const depth = source?.depth ?? (source?.child_source ? Infinity : 1);
  const lazy = Boolean(source?.child_source);
  const tree = useMemo(() => toNodes(top.options, 0, depth, lazy), [top.options, depth, lazy]);
  const [drawn, setDrawn] = useState({ tree, nodes: tree });
  if (drawn.tree !== tree) setDrawn({ tree, nodes: tree });
  const nodes = drawn.tree === tree ? drawn.nodes : tree;
  const matches = usePinyinMatch(useMemo(() => namesOf(top.options), [top.options]));
  const showSearch = useMemo(() => ({ filter: (typed: string, path: Node[]) => path.some((node) => matches(node.label, typed)) }), [matches]);
  if (!source) return null;

  const loadData = async (selected: Node[]) => {
    const target = selected[selected.length - 1];
    // rc-cascader asks for every level that is no leaf; one the source's tree gave is not asked again
    if (!target || target.children?.length || !source.child_source || childParams === null) return;
    // through the cache: a level opened before (here or in another dialog) is not asked again
    const children = await queryClient.fetchQuery(optionsQuery(dataSource, source.child_source, { ...childParams, [source.child_query ?? 'parent_id']: target.value }));
    target.children = toNodes(children, selected.length, depth, lazy);
    if (target.children.length === 0) target.isLeaf = true;
    setDrawn((current) => ({ ...current, nodes: [...current.nodes] }));
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
    // by characters and by pinyin (hd, haidian: 海淀区), whatever `search` says: a flat select searches too
    showSearch,
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
