import { HTTPError } from 'ky';
import { classify, errorMessage } from '../../../adapters/http/index.ts';

/**
 * What a failed money call should say in place, or undefined when the error catalogue has
 * already said it (a 402, 403, 422, 5xx…: spec section 8, not shown twice).
 */
export function failureToShow(failure: unknown, fallback: string, handled: string[] = []): string | undefined {
  if (!(failure instanceof Error)) return undefined;
  if (failure instanceof HTTPError) {
    const event = classify(failure.response.status, undefined);
    if (event && !handled.includes(event.kind)) return undefined;
  }
  return errorMessage(failure, fallback);
}
