import { z } from 'zod';

/** Empty strings count as unset, so `FOO=` in a shell or .env never overrides a default. */
export const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/** A service's address, read without trailing slashes so paths can be appended to it. */
export const serviceUrl = () => z.url().transform((url) => url.replace(/\/+$/, ''));
