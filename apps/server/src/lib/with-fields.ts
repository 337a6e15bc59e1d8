/**
 * `object` with `fields` written into it: an answer's object made from another (a view, what is left
 * of a destructured row) with a few fields more or changed. On Node 20's V8, `{ ...object, more }`
 * gives every object so made a hidden class of its own (a clone's class takes no shared transition),
 * costly to make, and whatever reads a page of them next (the answer's serializer) then looks up
 * each field the slow way, several times slower for a page of search hits (`npm run bench:profile`,
 * bench/README.md). Written into the object, every one takes the same transition and shares
 * one class. `object` must be the caller's own, made for this answer: it is changed.
 */
export function withFields<T extends object, F extends object>(object: T, fields: F): Omit<T, keyof F> & F {
  return Object.assign(object, fields);
}
