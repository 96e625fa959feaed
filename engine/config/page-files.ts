// The names of the page configuration files (schemas/README.md): a page is pages/<key>.json.
// Declared once: the reference server reads its pages by it, the studio its previews.

const PAGE_FILE = /^pages\/(.+)\.json$/;

/**
 * The page key a file name names, or undefined for a file that is no page.
 * pageKeyOfFile('pages/school-major.json') -> 'school-major'; pageKeyOfFile('menus/school.json') -> undefined
 */
export function pageKeyOfFile(name: string): string | undefined {
  return PAGE_FILE.exec(name)?.[1];
}
