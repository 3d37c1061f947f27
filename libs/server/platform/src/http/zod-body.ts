import { type PipeTransform } from '@nestjs/common';
import type { z } from 'zod';
import { parseContract } from '@dm/contracts';
import { ValidationError } from '../domain/errors.js';

/** `@Body(new ZodBody(Schema))`: validates a request body against its contract schema. */
export class ZodBody<S extends z.ZodType> implements PipeTransform<unknown, z.infer<S>> {
  constructor(private readonly schema: S) {}

  transform(value: unknown): z.infer<S> {
    const result = parseContract(this.schema, value ?? {});
    if (!result.ok) throw new ValidationError(result.message, result.field);
    return result.value;
  }
}
