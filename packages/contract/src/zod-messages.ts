import { z } from 'zod';

/** Plain-language defaults for zod's messages, so a missing or wrong field reads like a person wrote it. */
z.config({
  customError: (issue) => {
    if (issue.code === 'invalid_type') {
      return issue.input === undefined ? 'This field is required' : `This field must be a ${issue.expected}`;
    }
    if (issue.code === 'unrecognized_keys') return `Unknown field: ${issue.keys.join(', ')}`;
    return undefined;
  },
});
