import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { ApiRequest, ListServices } from '../../../../engine/index.ts';

// The save of a list page's dialog as a TanStack mutation: its pending state is the dialog's
// busy 确定 / 保存; closing the dialog aborts a save still in flight (no timeout: it could hang
// for ever), and its answer is then never applied. After 操作成功 the dialog calls onDone and
// <ConfigList> invalidates the page's list query.

export function useSave(services: ListServices) {
  const inFlight = useRef(new Set<AbortController>());
  useEffect(() => {
    const pending = inFlight.current;
    return () => pending.forEach((controller) => controller.abort());
  }, []);
  return useMutation({
    mutationFn: async (request: ApiRequest) => {
      const controller = new AbortController();
      inFlight.current.add(controller);
      try {
        return await services.send(request, { signal: controller.signal });
      } finally {
        inFlight.current.delete(controller);
      }
    },
  });
}
