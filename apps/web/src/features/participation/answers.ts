import { unwrap } from '@tribune/api-client';
import { listPageInfo, type ListPageInfo } from '../../kernel/api-answers.ts';
import {
  indexIncludedAs,
  type IncludedLookups,
  type IncludedRecord,
  type IncludedRecords,
} from '../../kernel/included.ts';

/** An answer of the API with its included records. */
interface Answer<D> {
  data: D;
  included: readonly IncludedRecord[];
}

/** What the API client answers a call with. */
interface Result<D> {
  data?: Answer<D>;
  error?: unknown;
  response: Response;
}

/**
 * How an area reads its answers (a failed call throws its ApiError): the answer's data under the
 * area's name for it (`key`) with the included records indexed (kernel/included.ts: the index
 * survives the server rendering's embedding) as the lookups of the records in `R`; a list's page
 * also carries its page info.
 */
export function areaAnswers<R extends IncludedRecords>() {
  const one = <K extends string, D>(key: K, result: Result<D>) => {
    const body = unwrap(result);
    return { [key]: body.data, included: indexIncludedAs<R>(body.included) } as Record<K, D> & {
      included: IncludedLookups<R>;
    };
  };
  const page = <K extends string, D>(key: K, result: Result<D>) => ({
    ...one(key, result),
    ...listPageInfo(result.response),
  });
  return { one, page };
}

/** One page of an area's list: the items under their name, the included index, the page info. */
export type AreaPage<K extends string, D, R extends IncludedRecords> = Record<K, D[]> & {
  included: IncludedLookups<R>;
} & ListPageInfo;
