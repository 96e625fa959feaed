import { createForm, isField, onFieldMount, type Form } from '@formily/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { applyServerErrors, type ConflictModel, focusFirstError, formilyErrors, useRecordConflicts, WIDGETS } from '../../../adapters/form/index.ts';
import type { Api, AuditLog } from '../../../adapters/api/index.ts';
import { queryKeys } from '../../../adapters/api/index.ts';
import { conflictsOf, secretKeys, type FormConfig } from '../../../engine/index.ts';
import { feedback } from '../../services/feedback.ts';
import { clearDraft, readDraft, saveDraft } from '../../../adapters/drafts/index.ts';
import { askRestore } from '../../../adapters/ui/index.ts';
import {
  draftForm,
  GIVE_UP_CONFIRM,
  GIVE_UP_SUCCESS,
  logsOf,
  STATUS_PANELS,
  statusOf,
  SUBMIT_SUCCESS,
  updateBody,
  valuesOf,
  type AuthStatus,
} from './auth-form-model.ts';

// The controller of the authentication form screen (spec sections 2 and 4): the step, 重置页面,
// 保存并提交, 放弃申领, and the draft kept when the session ends or the save fails (issue 11).

/** What the screen needs from the app around it (the stories give fakes). */
export interface AuthFormDeps {
  /** The page's configuration and the auth form's calls (the app's, built once at the root). */
  api: Pick<Api, 'pages' | 'authForm'> & { authForm: Partial<Pick<Api['authForm'], 'current'>> };
  userId: number | undefined;
  /** A school account (is_shcool 1): no pop-up 2 after a submit. */
  isSchool: boolean;
  /** Reloads the user info and everything under queryKeys.account. */
  refreshAccount(): Promise<void>;
  /** Shows an onboarding pop-up (spec section 2). */
  showOnboarding(type: number): void;
  /** To the site root (after 放弃申领). */
  goHome(): void;
  /** Calls `listener` when the login expires (a 402; not a logout) while the screen is open. */
  onSessionEnd(listener: () => void): () => void;
}

export interface AuthFormInput {
  config: FormConfig;
  show: Record<string, unknown>;
  reload(): Promise<Record<string, unknown> | undefined>;
}

/** The select widgets that 重置页面 disables (spec section 4: "sets step 0 (selects disabled)"). */
const SELECT_WIDGETS = new Set<unknown>(['ConfigSelect', 'SearchPageSelect', WIDGETS.ConfigSelect, WIDGETS.SearchPageSelect]);

const chosen = (value: unknown) => value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);

/** The saved choices stay as they are; an empty required select stays open, or it could never be sent. */
function lockSelects(): void {
  onFieldMount('*', (field) => {
    if (isField(field) && SELECT_WIDGETS.has(field.componentType) && chosen(field.value)) field.disabled = true;
  });
}

export function useAuthForm({ config, show, reload }: AuthFormInput, deps: AuthFormDeps) {
  const queryClient = useQueryClient();
  const api = deps.api.authForm;
  const status: AuthStatus = statusOf(show, config);
  const logs: AuditLog[] = useMemo(() => logsOf(show, config), [show, config]);
  const formName = draftForm(config);
  const canSubmitAt = (at: AuthStatus) => at === 0 || STATUS_PANELS[at].resubmit;

  // A draft kept by an earlier session of this account is offered back where it can be sent:
  // 「检测到未保存的内容，是否恢复？」, 恢复 puts it on the form, 不恢复 drops it (issue 15).
  const [kept] = useState(() => (deps.userId !== undefined && canSubmitAt(status) ? readDraft(formName, deps.userId) : undefined));
  const [restored, setRestored] = useState(false);
  const [editing, setEditing] = useState(false);
  const [locked, setLocked] = useState(false);
  const [initial, setInitial] = useState<Record<string, unknown>>(() => valuesOf(show, config));
  const [generation, setGeneration] = useState(0);
  const [resetting, setResetting] = useState(false);
  const [logOpen, setLogOpen] = useState(false);

  const form: Form = useMemo(
    () => createForm({ initialValues: structuredClone(initial), effects: locked ? lockSelects : undefined }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- generation: a new form for the same values (放弃草稿 back to the saved data)
    [initial, locked, generation],
  );
  const step = status === 0 || editing ? 0 : 1;
  const canSubmit = canSubmitAt(status);

  const keepDraft = (values: Record<string, unknown>) => {
    if (deps.userId !== undefined) saveDraft(formName, deps.userId, values, { secrets: secretKeys(config) });
  };

  // The login expiring (402) while the user is typing: what they typed is kept (a logout keeps nothing).
  const live = useRef({ form, step, canSubmit, keepDraft });
  live.current = { form, step, canSubmit, keepDraft };
  useEffect(
    () =>
      deps.onSessionEnd(() => {
        const now = live.current;
        if (now.step === 0 && now.canSubmit && now.form.modified) now.keepDraft(now.form.values);
      }),
    [deps],
  );

  const asked = useRef(false);
  useEffect(() => {
    if (!kept || asked.current) return;
    const userId = deps.userId;
    const question = askRestore(feedback.modal, kept, {
      verb: '提交',
      restore: () => {
        asked.current = true;
        setRestored(true);
        setInitial({ ...valuesOf(show, config), ...kept.values });
        setEditing(true);
      },
      drop: () => {
        asked.current = true;
        if (userId !== undefined) clearDraft(formName, userId);
      },
    });
    // the screen went before an answer (or React mounted it twice): ask again next time
    return () => {
      if (!asked.current) question.destroy();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- asked once per draft found at mount
  }, [kept]);

  // No silent overwrite (issue 58 item 1): a colleague of the same account may submit it while
  // this copy is open (after a rejection both fix it). Just before a submit the saved data is read
  // again and compared with what this form was filled from; the update carries its version.
  const model = useMemo<ConflictModel>(() => ({ read: (data) => valuesOf(data as Record<string, unknown>, config), compare: (base, theirs, mine) => conflictsOf(config, base, theirs, mine) }), [config]);
  const showCall = config.component.api_url?.show;
  const current = useMemo(() => (showCall && api.current ? () => api.current!(showCall) : undefined), [showCall, api]);
  const conflicts = useRecordConflicts(model, current, (values) => setInitial(values));
  const { loaded } = conflicts;
  // what the form was filled from: the show answer at first, then what 重置页面, a submit or 放弃这些内容 brought
  useEffect(() => loaded(show, undefined), [show, loaded]);

  const submit = useMutation({
    mutationFn: ({ values, ifMatch }: { values: Record<string, unknown>; ifMatch?: string }) => {
      const call = config.component.api_url?.update;
      if (!call) return Promise.reject(new Error('认证表单缺少 update 接口'));
      return api.update(call, updateBody(values), ifMatch);
    },
    onSuccess: (answer) => {
      loaded(answer, undefined, true);
      feedback.message.success(SUBMIT_SUCCESS);
      if (deps.userId !== undefined) clearDraft(formName, deps.userId);
      const showUrl = config.component.api_url?.show?.url ?? '';
      if (Object.keys(answer).length > 0) queryClient.setQueryData(queryKeys.authForm(showUrl), answer);
      setRestored(false);
      setEditing(false);
      setLocked(false);
      void deps.refreshAccount();
      if (!deps.isSchool) deps.showOnboarding(2);
    },
    // No message of its own (spec section 8); the catalogue shows a 422's first error, and each
    // field the 422 names is marked, the first taking the focus (issue 31 item 5).
    onError: (error, { values }) => {
      keepDraft(values);
      void applyServerErrors(error, formilyErrors(form)).then((applied) => {
        if (applied?.marked.length) setTimeout(() => focusFirstError(document.querySelector('.auth-form-card')));
      });
    },
  });

  const giveUp = useMutation({ mutationFn: () => api.giveUp() });

  return {
    status,
    logs,
    step,
    form,
    initial,
    locked,
    canSubmit,
    restored,
    resetting,
    submitting: submit.isPending,
    logOpen,
    openLog: () => setLogOpen(true),
    closeLog: () => setLogOpen(false),
    /** 保存并提交 after validation, unless a colleague saved it meanwhile (then the user chooses); a failure rejects, so the form keeps its values. */
    onSubmit: (values: Record<string, unknown>) =>
      conflicts.save(values, async (body, ifMatch, handled) => {
        try {
          await submit.mutateAsync({ values: body, ...(ifMatch ? { ifMatch } : {}) });
        } catch (failure) {
          if (!(await handled(failure))) throw failure;
        }
      }),
    conflictDialog: conflicts.dialog,
    /** 重置页面: the saved data again, step 0, selects disabled. */
    reset: async () => {
      setResetting(true);
      try {
        const fresh = await reload();
        loaded(fresh ?? show, undefined, true);
        setInitial(valuesOf(fresh ?? show, config));
        setLocked(true);
        setEditing(true);
      } finally {
        setResetting(false);
      }
    },
    backToResult: () => setEditing(false),
    /** 放弃草稿: the saved data instead of the restored draft. */
    discardDraft: () => {
      if (deps.userId !== undefined) clearDraft(formName, deps.userId);
      setRestored(false);
      loaded(show, undefined, true);
      setInitial(valuesOf(show, config));
      setGeneration((n) => n + 1);
      if (status !== 0) setEditing(false);
    },
    /** 放弃申领: confirm, DELETE, 取消成功, then the site root after about 100 ms (spec section 4). */
    confirmGiveUp: () => {
      feedback.modal.confirm({
        title: '提示',
        content: GIVE_UP_CONFIRM,
        okText: '确定',
        cancelText: '取消',
        okButtonProps: { danger: true },
        onOk: async () => {
          try {
            await giveUp.mutateAsync();
          } catch {
            return; // the catalogue has said what went wrong
          }
          if (deps.userId !== undefined) clearDraft(formName, deps.userId);
          await queryClient.invalidateQueries({ queryKey: queryKeys.account });
          feedback.message.success(GIVE_UP_SUCCESS);
          setTimeout(deps.goHome, 100);
        },
      });
    },
    givingUp: giveUp.isPending,
  };
}

export type AuthFormController = ReturnType<typeof useAuthForm>;
