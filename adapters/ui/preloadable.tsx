import { createElement, lazy, useState, type ComponentType } from 'react';

type Module = { default: ComponentType<never> };
/** The props of a module's default component. */
type PropsOf<M extends Module> = M['default'] extends ComponentType<infer P> ? P : never;

/** A component whose code loads with its first use, or ahead of it by `preload()`. */
export interface Preloadable<M extends Module> {
  Component: ComponentType<PropsOf<M>>;
  /** Fetches the code (the same module each call); a failure is left to the caller, and to the first use. */
  preload(): Promise<M>;
}

/**
 * React.lazy, except that a mount that begins after the code has arrived draws the component at
 * once. React.lazy suspends on its first render even when its module has long arrived: a first
 * list visit after the idle warm-up (issue 32 item 3) drew the page spinner, and then the page in
 * a second render, where a second visit drew the page; the first 新增 after the warm-up drew the
 * dialog's spinner in the same way.
 */
export function preloadable<M extends Module>(load: () => Promise<M>): Preloadable<M> {
  let ready: ComponentType<object> | undefined;
  const preload = () =>
    load().then((module) => {
      ready = module.default as ComponentType<object>;
      return module;
    });
  const Lazy = lazy(() => preload().then((module) => ({ default: module.default as ComponentType<object> })));
  function PreloadableComponent(props: object) {
    // fixed for the mount: one that began with React.lazy keeps it (a switch would mount it again)
    const [Ready] = useState(() => ready);
    return Ready ? createElement(Ready, props) : createElement(Lazy, props);
  }
  return { Component: PreloadableComponent as ComponentType<PropsOf<M>>, preload };
}
