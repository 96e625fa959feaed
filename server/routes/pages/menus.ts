import type { MenuItem } from '../../../engine/index.ts';
import type { AppDeps } from '../../app.ts';
import type { Account } from '../../auth.ts';

/**
 * The menu tree an account sees (profile.menu_tree): the school tree for is_shcool 1, the branch
 * / learning-centre tree otherwise, from the page configs in schemasDir.
 */
export function menuTreeFor(deps: AppDeps, account: Account): MenuItem[] {
  void deps;
  void account;
  return [];
}
