import { createContext } from 'react';

// Who the dialogs keep their drafts for (adapters/ui/use-draft.ts), in a module of its own:
// the app provides it at its root, which /login shares, and /login loads no antd (issue 16).

/** Who is logged in, and when the login goes. */
export interface DraftAccount {
  userId: string | number | undefined;
  /** Calls `listener` when the login expires (402; a logout clears the account's drafts instead); returns the unsubscribe. */
  onSessionEnd(listener: () => void): () => void;
}

export const DraftAccountContext = createContext<DraftAccount | null>(null);
export const DraftAccountProvider = DraftAccountContext.Provider;
