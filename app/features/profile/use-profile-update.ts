import type { FormInstance } from 'antd';
import { useCallback } from 'react';
import type { ProfileUpdate } from '../../../adapters/api/index.ts';
import { useOutcome } from '../../../adapters/ui/index.ts';
import { antdErrors, applyServerErrors, type ErrorTarget } from '../../../adapters/form/index.ts';
import { useServices } from '../../services/use-services.ts';
import { refreshAccount } from '../../state/refresh-account.ts';

/** No form on screen: a 422's first message is the toast. */
const NO_FIELDS: ErrorTarget = { fieldOf: () => undefined, mark: () => undefined };

// PATCH /api/organization/profile for the personal centre's dialogs and /editMobilePage: after
// success the user info is loaded again (the navbar's name and avatar follow at once); a 422 is
// shown on the form field it names (原密码错误 under 原密码), anything else as a toast, and the
// form keeps what the user typed. The caller guards the save (useDialogSave, useSubmitOnce); a
// form no longer on screen (`shown()` false: its dialog was left during the save) has its 422 said
// in a toast.

export function useProfileUpdate(form?: FormInstance, shown: () => boolean = () => true) {
  const services = useServices();
  const outcome = useOutcome();

  /** Sends `body`; true on success. */
  return useCallback(
    async (body: ProfileUpdate): Promise<boolean> => {
      try {
        await services.api.account.updateProfile(body);
      } catch (error) {
        const onScreen = form && shown() ? Object.keys(form.getFieldsValue() as object) : [];
        const applied = await applyServerErrors(error, form ? antdErrors(form, { fields: onScreen }) : NO_FIELDS);
        if (!applied) {
          outcome.failed(error, '保存失败，请稍后再试');
          return false;
        }
        if (applied.left) outcome.warn(applied.left);
        return false;
      }
      await refreshAccount(services);
      return true;
    },
    [form, outcome, services, shown],
  );
}
