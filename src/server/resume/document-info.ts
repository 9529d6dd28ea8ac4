/** The title both files carry in their properties, which a reader shows instead of the file name. */
export function documentTitle(name: string, kind = 'Resume'): string {
  return `${name} - ${kind}`;
}
