/** Column types as stored. Timestamps are ISO-8601 UTC strings on the way in; see dialect.ts. */
export type Timestamp = string;
export type Bool = boolean | number;
