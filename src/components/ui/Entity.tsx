/** The typographic marks the islands draw. */
export type EntityName = 'hellip' | 'lsaquo' | 'rsaquo';

/**
 * A mark written as its HTML entity, for the eye only. React writes text as characters, and one
 * character outside Latin-1 makes V8 hold a whole built page two bytes per character: twice the
 * memory, and slower to encode, for every product page of a catalogue build.
 */
export function Entity({ name }: { name: EntityName }) {
  return <span aria-hidden="true" dangerouslySetInnerHTML={{ __html: `&${name};` }} />;
}
