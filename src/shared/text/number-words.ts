/**
 * Counts written as words ("three portfolio companies", "a dozen startups"), to their values. A
 * map, not an object: visitor text is looked up in it, and "constructor" is no number.
 */
export const NUMBER_WORDS: ReadonlyMap<string, number> = new Map(
  Object.entries({
    two: 2,
    three: 3,
    four: 4,
    five: 5,
    six: 6,
    seven: 7,
    eight: 8,
    nine: 9,
    ten: 10,
    eleven: 11,
    twelve: 12,
    dozen: 12,
    fifteen: 15,
    twenty: 20,
    thirty: 30,
    fifty: 50,
    hundred: 100,
  }),
);
