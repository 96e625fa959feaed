// doiuse ships no types: the part browser-floor.e2e.ts uses (a PostCSS plugin that reports each
// feature a browser of the browserslist lacks).
declare module 'doiuse' {
  import type { Node, PluginCreator } from 'postcss';
  interface FeatureUsage {
    /** caniuse's id of the feature, e.g. `css-has`. */
    feature: string;
    message: string;
    usage: Node;
  }
  const doiuse: PluginCreator<{ browsers?: string[]; ignore?: string[]; onFeatureUsage?: (usage: FeatureUsage) => void }>;
  export default doiuse;
}
