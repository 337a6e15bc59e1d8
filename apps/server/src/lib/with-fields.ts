/**
 * `object` with `fields` written into it: an answer's object made from another (a view, what is left
 * of a destructured row) with a few fields more or changed. On Node 20's V8, `{ ...object, more }`
 * gives every object so made a hidden class of its own (a clone's class takes no shared transition),
 * about a microsecond each to make, and whatever reads a page of them next (the answer's serializer)
 * then looks up each field the slow way: a page of 20 search hits took 185 µs to serialize instead
 * of 70 (bench/RESULTS.md). Written into the object, every one takes the same transition and shares
 * one class. `object` must be the caller's own, made for this answer: it is changed.
 */
export function withFields<T extends object, F extends object>(object: T, fields: F): Omit<T, keyof F> & F {
  return Object.assign(object, fields);
}
