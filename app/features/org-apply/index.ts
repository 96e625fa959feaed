// The door of app/features/org-apply/: the organisation’s application. Other features and the shell import it
// only through here; each screen is a chunk of its own, loaded with its route (the router names
// its screens' files, app/router.tsx).
export {};
