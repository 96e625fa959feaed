// The door of app/features/self-service/: self-service (找回密码 and the like). Other features and the shell import it
// only through here; each screen is a chunk of its own, loaded with its route.
export { useSelfService } from './use-self-service.ts';
